// swift-tools-version:6.0
import Foundation
import PackageDescription

// A path dependency is named by its folder, which is whatever the clone of Waymark is called.
let waymark = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent

// Waymark's fuzz targets: one libFuzzer binary over WaymarkKit's public readers, kept out of the main
// package so that only this binary links libFuzzer. Built and run by scripts/fuzz (see there).
let package = Package(
    name: "WaymarkFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "WaymarkFuzz",
            dependencies: [.product(name: "WaymarkKit", package: waymark)],
            linkerSettings: [.linkedLibrary("stdc++")]
        )
    ]
)
