// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "pieces",
    products: [
        .library(name: "PiecesKit", targets: ["PiecesKit"]),
        .executable(name: "pieces", targets: ["pieces"]),
    ],
    targets: [
        .target(name: "PiecesKit"),
        .executableTarget(name: "pieces", dependencies: ["PiecesKit"]),
        .executableTarget(name: "pieces-benchmark", dependencies: ["PiecesKit"]),
        .testTarget(
            name: "PiecesKitTests",
            dependencies: ["PiecesKit"],
            exclude: ["Fixtures"]
        ),
    ]
)
