// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "pieces",
    products: [
        .library(name: "PiecesKit", targets: ["PiecesKit"]),
        .executable(name: "pieces", targets: ["pieces"]),
        // For teams that keep pieces inside a Swift package (docs/maintainers.md): `swift package
        // pieces-check` and `swift package --allow-writing-to-package-directory pieces-sync`.
        .plugin(name: "PiecesCheck", targets: ["PiecesCheck"]),
        .plugin(name: "PiecesSync", targets: ["PiecesSync"]),
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
        // The MCP server (docs/mcp.md): the same library calls as the commands, spoken over stdio.
        // docs/motion.md is linked into Resources/ and compiled in, so `pieces://docs/motion` needs no checkout.
        .target(name: "PiecesMCP", dependencies: ["PiecesKit"], resources: [.embedInCode("Resources/motion.md")]),
        .executableTarget(name: "pieces", dependencies: ["PiecesKit", "PiecesMCP"]),
        .executableTarget(name: "pieces-benchmark", dependencies: ["PiecesKit"]),
        .plugin(
            name: "PiecesCheck",
            capability: .command(
                intent: .custom(verb: "pieces-check", description: "Report stale, hand-edited or missing Piece motion blocks."),
                permissions: []),
            dependencies: ["pieces"],
            path: "Sources/PiecesCommandPlugin/Check"
        ),
        .plugin(
            name: "PiecesSync",
            capability: .command(
                intent: .custom(verb: "pieces-sync", description: "Regenerate the Piece motion blocks of the package's pieces."),
                permissions: [.writeToPackageDirectory(reason: "pieces sync rewrites the Piece motion block at the end of each piece.")]),
            dependencies: ["pieces"],
            path: "Sources/PiecesCommandPlugin/Sync"
        ),
        .testTarget(
            name: "PiecesKitTests",
            dependencies: ["PiecesKit"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "PiecesMCPTests",
            dependencies: ["PiecesMCP", "PiecesKit"]
        ),
    ]
)
