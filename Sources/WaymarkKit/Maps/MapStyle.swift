/// Colours and the stylesheet of Waymark maps.
public enum MapStyle {
    /// Bumped whenever the drawing changes, so asset paths change with their content.
    static let version = "1"

    static let sea = "#cfe2ee"
    static let land = "#f4f1e9"
    static let coast = "#8fb3c9"
    static let border = "#a38f99"
    static let graticule = "#b9d2e2"

    /// The CSS on one line, as embedded in maps.
    static let inlineCSS = css.split(separator: "\n").joined()

    /// The CSS for the markup `MapRenderer` writes; embedded in each map unless the site's CSS carries it.
    public static let css = """
        .wm-svg{display:block;width:100%;height:auto;font:12px/1.2 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
        .wm-land{fill:\(land)}
        .wm-hl{fill:#f0a830;fill-opacity:.3;stroke:#c77812;stroke-width:1.3;stroke-linejoin:round}
        .wm-tip{visibility:hidden;pointer-events:none}
        .wm-pin:hover .wm-tip,.wm-pin:focus .wm-tip{visibility:visible}
        .wm-pin:focus,.wm-cluster:focus{outline:none}
        .wm-pin:focus-visible .wm-mark,.wm-cluster:focus-visible circle{stroke:#111;stroke-width:2.5}
        .wm-box{fill:#fff;fill-opacity:.96;stroke:#5b6770;stroke-width:.8}
        .wm-name{font-weight:600;fill:#14181c}
        .wm-meta{font-size:11px;fill:#3f4a52}
        .wm-cluster circle{fill:#1f5f99;fill-opacity:.88;stroke:#fff;stroke-width:2}
        .wm-cluster text{fill:#fff;font-size:11px;font-weight:700;text-anchor:middle}
        .wm-cluster:hover circle{fill:#14456f}
        .wm-scale path{fill:none;stroke:#222;stroke-width:1.2}
        .wm-scale text,.wm-attr{font-size:10px;fill:#222;paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}
        .wm-attr{text-anchor:end}
        """
}
