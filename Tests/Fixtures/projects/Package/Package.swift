// swift-tools-version: 5.9
import PackageDescription

// The platforms line decides the minimum iOS version pieces checks against.
let package = Package(
    name: "PackageApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .executable(name: "PackageApp", targets: ["PackageApp"]),
        .library(name: "PackageUI", targets: ["PackageUI"]),
    ],
    targets: [
        .executableTarget(
            name: "PackageApp",
            dependencies: [.target(name: "PackageUI")]
        ),
        .target(name: "PackageUI"),
        .testTarget(name: "PackageUITests", dependencies: ["PackageUI"]),
    ]
)
