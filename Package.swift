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
        // The static catalog site `pieces build --site` writes (docs in the README's publishing section).
        .target(name: "PiecesSite", dependencies: ["PiecesKit"]),
        .executableTarget(name: "pieces", dependencies: ["PiecesKit", "PiecesSite"]),
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
            // PiecesSite: its spring math is checked against the foundation through MotionMathProbe.
            dependencies: ["PiecesKit", "PiecesSite"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "PiecesSiteTests", dependencies: ["PiecesSite", "PiecesKit"]),
    ]
)
