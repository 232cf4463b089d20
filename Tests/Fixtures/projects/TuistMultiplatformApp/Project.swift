import ProjectDescription

// Two apps in one project, each built for iPhone, iPad and Mac (or Vision Pro) from one target.
let swiftSettings: SettingsDictionary = [
    "SWIFT_VERSION": "6.0",
    "SWIFT_STRICT_CONCURRENCY": "complete",
]

let harborTarget = Target.target(
    name: "Harbor",
    destinations: [.iPhone, .iPad, .mac],
    product: .app,
    bundleId: "com.example.harbor",
    deploymentTargets: .multiplatform(iOS: "17.0", macOS: "14.0"),
    infoPlist: .file(path: "App/Harbor/Info.plist"),
    sources: ["App/Harbor/**/*.swift"],
    resources: [
        "App/Harbor/Assets.xcassets",
        .glob(pattern: "App/Harbor/Resources/**"),
    ],
    dependencies: [.package(product: "HarborKit")],
    settings: .settings(base: swiftSettings)
)

// Xcode 16's synchronized folder, as Tuist writes it for `buildableFolders`.
let beaconTarget = Target.target(
    name: "Beacon",
    destinations: Set([.iPhone, .iPad, .appleVision]),
    product: .app,
    bundleId: "com.example.beacon",
    deploymentTargets: .multiplatform(iOS: "17.0", visionOS: "1.0"),
    buildableFolders: ["App/Beacon"],
    dependencies: [],
    settings: .settings(base: swiftSettings)
)

let harborE2ETarget = Target.target(
    name: "HarborE2ETests",
    destinations: [.iPhone, .iPad, .mac],
    product: .uiTests,
    bundleId: "com.example.harbor.e2e",
    deploymentTargets: .multiplatform(iOS: "17.0", macOS: "14.0"),
    sources: ["App/HarborE2ETests/**/*.swift"],
    dependencies: [.target(name: "Harbor")]
)

let project = Project(
    name: "Harbor",
    packages: [.local(path: "Packages/HarborKit")],
    settings: .settings(base: swiftSettings),
    targets: [harborTarget, beaconTarget, harborE2ETarget]
)
