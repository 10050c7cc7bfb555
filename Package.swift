// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Waymark",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "waymark", targets: ["waymark"]),
        .library(name: "WaymarkKit", targets: ["WaymarkKit"]),
    ],
    // Exact versions, the ones the tests run with (Package.resolved is not committed), so a clone builds what was
    // tested; raise one here, and run scripts/test, to move to a newer release.
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "5.0.1"),
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
        .package(url: "https://github.com/apple/swift-protobuf", exact: "1.39.0"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    ],
    targets: [
        // cmark 0.31.2's C source (LICENSES/cmark-0.31.2.COPYING), built in: Debian's libcmark 0.30.2 takes minutes on
        // deeply nested quotes and emphasis (fixed upstream in 0.30.3), and a release binary needs no system library.
        .target(name: "CCmark", exclude: ["case_fold.inc", "entities.inc"]),
        // The one system call Foundation and Glibc's Swift module do not offer: an atomic swap of two paths.
        .target(name: "CWaymarkSystem"),
        // The system zlib (Debian's zlib1g-dev), which inflates the blocks of OpenStreetMap extracts.
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        .target(
            name: "WaymarkKit",
            dependencies: [
                "CCmark",
                "CWaymarkSystem",
                "CZlib",
                .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            exclude: ["Resources"],
            plugins: ["EmbedTheme"]
        ),
        // Packs Templates/, Public/ and Resources/ into WaymarkKit at build time (see Plugins/EmbedTheme).
        .executableTarget(name: "WaymarkThemePacker"),
        .plugin(name: "EmbedTheme", capability: .buildTool(), dependencies: ["WaymarkThemePacker"]),
        .target(
            name: "WaymarkServe",
            dependencies: [
                "WaymarkKit",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        .executableTarget(
            name: "waymark",
            dependencies: [
                "WaymarkKit",
                "WaymarkServe",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "WaymarkKitTests",
            dependencies: [
                "WaymarkKit", .product(name: "SwiftProtobuf", package: "swift-protobuf"), .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "WaymarkServeTests",
            dependencies: ["WaymarkServe", "WaymarkKit", .product(name: "FlyingFox", package: "FlyingFox")]
        ),
    ]
)
