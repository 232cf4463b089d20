// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "pieces",
    products: [
        .library(name: "PiecesKit", targets: ["PiecesKit"]),
        .executable(name: "pieces", targets: ["pieces"]),
    ],
    targets: [
        // The registry is compiled into PiecesKit (docs/embedded-registry.md): the plugin runs
        // pieces-embed over registry/ at build time, so a copied binary needs no checkout.
        .target(name: "PiecesKit", plugins: ["EmbedRegistry"]),
        .executableTarget(name: "pieces-embed", path: "Sources/pieces-embed"),
        .plugin(
            name: "EmbedRegistry",
            capability: .buildTool(),
            dependencies: ["pieces-embed"],
            path: "Sources/EmbedRegistryPlugin"
        ),
        .executableTarget(name: "pieces", dependencies: ["PiecesKit"]),
        .executableTarget(name: "pieces-benchmark", dependencies: ["PiecesKit"]),
        .testTarget(
            name: "PiecesKitTests",
            dependencies: ["PiecesKit"],
            exclude: ["Fixtures"]
        ),
    ]
)
