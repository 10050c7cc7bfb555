// swift-tools-version:6.1
import PackageDescription

// Times Waymark's incremental-build caches as today's two files and as one SQLite database through GRDB, at 100,000
// locations (benchmarks/cache-store/README.md). BuildCache.swift and Digest.swift are WaymarkKit's own files, linked
// in, so the text format measured is the one the build writes.
let package = Package(
    name: "CacheStoreBench",
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0")
    ],
    targets: [
        .target(name: "CWaymarkSystem"),
        .executableTarget(
            name: "CacheStoreBench",
            dependencies: ["CWaymarkSystem", .product(name: "GRDB", package: "GRDB.swift")]
        ),
    ]
)
