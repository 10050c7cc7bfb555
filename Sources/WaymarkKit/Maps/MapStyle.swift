/// Colours and the stylesheet of Waymark maps.
enum MapStyle {
    /// Bumped whenever the drawing changes, so asset paths change with their content.
    static let version = "3"

    static let sea = "#cfe2ee"
    static let land = "#f4f1e9"
    static let coast = "#8fb3c9"
    static let border = "#a38f99"
    static let graticule = "#b9d2e2"

    /// The CSS on one line, as embedded in maps.
    static let inlineCSS = css.split(separator: "\n").joined()

    /// The CSS for the markup `MapRenderer` writes; embedded in each map unless the site's CSS carries it.
    ///
    /// The basemap scales with the page; pins, clusters and text are sized in CSS pixels (tap targets
    /// of at least 24 × 24, text of 12 px and more), so they read the same on a phone and a desktop. The frame is a
    /// grid whose first row is the basemap: the marks and the scale bar are placed in that row's area, so their
    /// percentages are of the basemap alone, not of the basemap and the attribution line under it. Street names are
    /// part of the picture, so they scale with it: the frame's width picks a smaller size for them on wider screens
    /// (in map pixels), so a name reads 10 to 14 pixels high from a phone to a desktop. The picture is left to right
    /// in every language (a right-to-left page would turn the scale bar's "20 km" into "km 20" over its other line).
    static let css = """
        .wm-frame{position:relative;display:grid;container-type:inline-size;font:12px/1.25 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;direction:ltr}
        .wm-svg{display:block;width:100%;height:auto;background:\(sea)}
        .wm-land{fill:\(land)}
        .wm-hl{fill:#f0a830;fill-opacity:.3;stroke:#c77812;stroke-width:1.3;stroke-linejoin:round}
        .wm-frame>.wm-p,.wm-frame>.wm-c,.wm-frame>.wm-pl,.wm-scale{position:absolute;grid-area:1/1/2/2}
        .wm-pl{padding-left:9px;transform:translate(-3px,-50%);color:#2b3136;font-style:normal;line-height:16px;white-space:nowrap;pointer-events:none;text-shadow:0 0 2px #fff,0 0 2px #fff,0 0 2px #fff}
        .wm-pl::before{content:"";position:absolute;left:0;top:5px;width:4px;height:4px;border:1px solid #fff;border-radius:50%;background:#2b3136}
        .wm-plw{padding:0 9px 0 0;transform:translate(calc(3px - 100%),-50%)}
        .wm-plw::before{left:auto;right:0}
        .wm-pn{padding-left:14px;transform:translate(0,-50%)}
        .wm-pn::before{content:none}
        .wm-pn.wm-plw{padding:0 14px 0 0;transform:translate(-100%,-50%)}
        @media (max-width:50rem){.wm-pw{display:none}}
        .wm-frame>.wm-p{width:24px;height:28px;margin:-27px 0 0 -12px;background-repeat:no-repeat;background-size:100% 100%}
        .wm-frame>.wm-capital,.wm-frame>.wm-you-are-here{height:24px;margin-top:-12px}
        .wm-frame>.wm-sel{width:31px;height:36px;margin:-35px 0 0 -15.5px;z-index:2}
        .wm-frame>.wm-sel.wm-capital,.wm-frame>.wm-sel.wm-you-are-here{height:31px;margin-top:-15.5px}
        \(pinImages)
        .wm-p:hover,.wm-p:focus{z-index:3}
        .wm-p:focus-visible,.wm-c:focus-visible{outline:3px solid #111;outline-offset:1px}
        .wm-p:hover::after,.wm-p:focus::after{content:attr(aria-label);position:absolute;bottom:100%;left:50%;transform:translateX(-50%);width:max-content;max-width:min(260px,70vw);margin-bottom:3px;padding:3px 6px;background:#fff;border:1px solid #5b6770;border-radius:3px;color:#14181c;font-weight:600}
        .wm-c{min-width:28px;height:28px;padding:0 4px;box-sizing:border-box;border:2px solid #fff;border-radius:14px;background:#1f5f99;color:#fff;font-weight:700;line-height:24px;text-align:center;text-decoration:none}
        .wm-frame>.wm-c{transform:translate(-50%,-50%)}
        a.wm-c:hover{background:#14456f}
        .wm-frame>.wm-east{margin-left:18px}
        .wm-frame>.wm-west{margin-left:-42px}
        .wm-frame>.wm-c.wm-east{margin-left:36px}
        .wm-frame>.wm-c.wm-west{margin-left:-36px}
        .wm-callout,.wm-legend{margin:.25rem 0 0;color:#3f4a52;font:12px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
        .wm-callout b{margin-right:.4em;color:#14181c;font-size:13px}
        .wm-callout i,.wm-legend i{display:inline-block;width:16px;height:19px;margin-right:4px;vertical-align:-4px;background-repeat:no-repeat;background-size:100% 100%}
        .wm-legend{display:flex;flex-wrap:wrap;gap:2px 14px;padding:0;list-style:none}
        .wm-legend .wm-capital,.wm-legend .wm-you-are-here{height:16px;vertical-align:-3px}
        .wm-legend .wm-sel{width:20px;height:23px}
        .wm-legend .wm-c{min-width:18px;height:18px;padding:0;border-width:1px;border-radius:9px;line-height:16px;font-size:12px;font-style:normal;vertical-align:-4px}
        .wm-scale{left:0;right:0;bottom:6px;color:#222;pointer-events:none}
        .wm-scale span{display:block;margin-left:8px;box-sizing:border-box;text-indent:calc(100% + 4px);white-space:nowrap;line-height:14px;text-shadow:0 0 2px #fff,0 0 2px #fff,0 0 2px #fff;border:solid #222;border-width:0 1.5px}
        .wm-scale span:first-child{border-bottom-width:1.5px}
        .wm-attr{display:block;font-size:12px;text-align:right;color:#4a5560}
        .wm-streets{stroke-width:.2em}
        @container (min-width:420px){.wm-streets{font-size:15px}}
        @container (min-width:560px){.wm-streets{font-size:12.5px}}
        @container (min-width:800px){.wm-streets{font-size:10px}}
        @container (min-width:1100px){.wm-streets{font-size:8px}}
        """

    /// One background image per pin kind, from `PinSymbols`.
    private static var pinImages: String {
        MapPin.Kind.allCases.map { ".wm-\($0.rawValue){background-image:\(PinSymbols.cssImage($0))}" }.joined(separator: "\n")
    }
}
