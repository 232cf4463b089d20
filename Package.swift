// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "pieces",
    // macOS 14 is the oldest macOS that runs Xcode 16, the oldest Xcode that builds a Swift 6 package
    // (README, "Installing `pieces`"); on Linux this line has no effect.
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "pieces", targets: ["pieces"]),
        // For teams that keep pieces inside a Swift package (docs/maintainers.md): `swift package
        // pieces-check` and `swift package --allow-writing-to-package-directory pieces-sync`.
        .plugin(name: "PiecesCheck", targets: ["PiecesCheck"]),
        .plugin(name: "PiecesSync", targets: ["PiecesSync"])
    ],
    targets: [
        // The library is a stack of modules; each imports only those below it (README, Development):
        // {PiecesSupport → PiecesDiagnostics, SwiftLexing} → {ProjectFormats, MotionEngine} →
        // PieceCatalog → PieceInstall → PiecesMCP → PiecesCLI; PiecesLint sits on MotionEngine, beside PieceCatalog;
        // PiecesSite on PieceCatalog, below PiecesCLI.
        // SHA-256 on the x86 SHA instructions for the Linux build (PiecesSupport's SHA256; macOS
        // uses CommonCrypto, so the target is not built there).
        .target(name: "SHAExtensions"),
        .target(
            name: "PiecesSupport", dependencies: [.target(name: "SHAExtensions", condition: .when(platforms: [.linux]))]
        ),
        .target(name: "PiecesDiagnostics", dependencies: ["PiecesSupport"]),
        .target(name: "SwiftLexing", dependencies: ["PiecesSupport"]),
        .target(name: "ProjectFormats", dependencies: ["PiecesSupport", "PiecesDiagnostics", "SwiftLexing"]),
        .target(name: "MotionEngine", dependencies: ["PiecesSupport", "PiecesDiagnostics", "SwiftLexing"]),
        // The registry is compiled into PieceCatalog (docs/embedded-registry.md): the plugin runs
        // pieces-embed over registry/ at build time, so a copied binary needs no checkout.
        .target(
            name: "PieceCatalog",
            dependencies: ["PiecesSupport", "PiecesDiagnostics", "SwiftLexing", "MotionEngine"],
            plugins: ["EmbedRegistry"]
        ),
        .target(
            name: "PieceInstall",
            dependencies: [
                "PiecesSupport", "PiecesDiagnostics", "SwiftLexing", "MotionEngine", "PieceCatalog", "ProjectFormats"
            ]
        ),
        .target(
            name: "PiecesLint", dependencies: ["PiecesSupport", "PiecesDiagnostics", "SwiftLexing", "MotionEngine"]),
        // The static catalog site `pieces build --site` writes (README, Publishing the catalog site).
        .target(
            name: "PiecesSite", dependencies: ["PiecesSupport", "PiecesDiagnostics", "SwiftLexing", "PieceCatalog"]),
        .target(
            name: "PiecesCLI",
            dependencies: [
                "PiecesSupport", "PiecesDiagnostics", "ProjectFormats", "MotionEngine", "PieceCatalog", "PieceInstall",
                "PiecesLint", "PiecesMCP", "PiecesSite"
            ]
        ),
        .executableTarget(name: "pieces-embed", dependencies: ["PiecesSupport"], path: "Sources/pieces-embed"),
        .plugin(
            name: "EmbedRegistry",
            capability: .buildTool(),
            dependencies: ["pieces-embed"],
            path: "Sources/EmbedRegistryPlugin"
        ),
        // The MCP server (docs/mcp.md): the same library calls as the commands, spoken over stdio.
        // docs/motion.md is linked into Resources/ and compiled in, so `pieces://docs/motion` needs no checkout.
        .target(
            name: "PiecesMCP",
            dependencies: ["PiecesSupport", "PiecesDiagnostics", "MotionEngine", "PieceCatalog", "PieceInstall"],
            resources: [.embedInCode("Resources/motion.md")]
        ),
        .executableTarget(name: "pieces", dependencies: ["PiecesCLI", "PiecesSupport"]),
        .executableTarget(
            name: "pieces-benchmark",
            dependencies: [
                "PiecesSupport", "PiecesDiagnostics", "SwiftLexing", "MotionEngine", "PiecesLint", "PiecesCLI"
            ]
        ),
        .plugin(
            name: "PiecesCheck",
            capability: .command(
                intent: .custom(
                    verb: "pieces-check", description: "Report stale, hand-edited or missing Piece motion blocks."),
                permissions: []),
            dependencies: ["pieces"],
            path: "Sources/PiecesCommandPlugin/Check"
        ),
        .plugin(
            name: "PiecesSync",
            capability: .command(
                intent: .custom(
                    verb: "pieces-sync", description: "Regenerate the Piece motion blocks of the package's pieces."),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "pieces sync rewrites the Piece motion block at the end of each piece.")
                ]),
            dependencies: ["pieces"],
            path: "Sources/PiecesCommandPlugin/Sync"
        ),
        // Tests mirror the library: one test target per module, importing that module and what it
        // needs below it (README, Development). Helpers shared by several test targets live in
        // PiecesTestSupport (Foundation and the lexer only); fixtures are files under Tests/Fixtures.
        .target(name: "PiecesTestSupport", dependencies: ["SwiftLexing"], path: "Tests/PiecesTestSupport"),
        .testTarget(name: "PiecesSupportTests", dependencies: ["PiecesSupport", "PiecesTestSupport"]),
        .testTarget(
            name: "PiecesDiagnosticsTests", dependencies: ["PiecesSupport", "PiecesDiagnostics", "PiecesTestSupport"]),
        .testTarget(name: "SwiftLexingTests", dependencies: ["SwiftLexing", "PiecesTestSupport"]),
        .testTarget(
            name: "ProjectFormatsTests",
            dependencies: ["PiecesSupport", "PiecesDiagnostics", "SwiftLexing", "ProjectFormats", "PiecesTestSupport"]
        ),
        .testTarget(
            name: "MotionEngineTests",
            dependencies: ["PiecesSupport", "PiecesDiagnostics", "SwiftLexing", "MotionEngine", "PiecesTestSupport"]
        ),
        .testTarget(
            name: "PieceCatalogTests",
            dependencies: [
                "PiecesSupport", "PiecesDiagnostics", "SwiftLexing", "MotionEngine", "PieceCatalog", "PiecesTestSupport"
            ]
        ),
        .testTarget(
            name: "PieceInstallTests",
            dependencies: [
                "PiecesSupport", "PiecesDiagnostics", "MotionEngine", "PieceCatalog", "ProjectFormats", "PieceInstall",
                "PiecesTestSupport"
            ]
        ),
        .testTarget(
            name: "PiecesLintTests",
            dependencies: ["PiecesDiagnostics", "SwiftLexing", "PiecesLint", "PiecesTestSupport"]
        ),
        .testTarget(
            name: "PiecesMCPTests", dependencies: ["PiecesMCP", "MotionEngine", "PieceCatalog", "PiecesTestSupport"]
        ),
        // The registry's own content: the foundation's maths (MotionMathProbe) and each piece's logic,
        // value types cut out of the piece files (PieceLogicProbe), compiled and run here.
        .testTarget(
            name: "RegistryContentTests", dependencies: ["MotionEngine", "SwiftLexing", "PiecesTestSupport"]),
        .testTarget(
            name: "PiecesSiteTests",
            dependencies: [
                "PiecesSupport", "MotionEngine", "PieceCatalog", "PiecesSite", "PiecesTestSupport"
            ]
        ),
        // End to end through the command line: `PiecesTool.run` in process, or the built `pieces`.
        .testTarget(
            name: "PiecesCLITests",
            dependencies: [
                "PiecesSupport", "PiecesDiagnostics", "SwiftLexing", "ProjectFormats", "MotionEngine", "PieceCatalog",
                "PieceInstall", "PiecesLint", "PiecesCLI", "PiecesTestSupport"
            ]
        )
    ]
)
