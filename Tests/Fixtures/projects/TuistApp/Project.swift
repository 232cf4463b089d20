import ProjectDescription

// The app, its widget and its tests: Tuist generates Lantern.xcodeproj from this file (the
// generated project is ignored by git in the apps this shape comes from; it is kept here so the
// tests can check it is never edited).
let bundlePrefix = "com.example.lantern"
let deployment: DeploymentTargets = .iOS("17.0")

let project = Project(
    name: "Lantern",
    organizationName: "Example",
    settings: .settings(base: ["SWIFT_VERSION": "6.0"]),
    targets: [
        .target(
            name: "Lantern",
            destinations: .iOS,
            product: .app,
            bundleId: bundlePrefix,
            deploymentTargets: deployment,
            infoPlist: .extendingDefault(with: ["UILaunchScreen": [:]]),
            sources: ["Lantern/Sources/**"],
            resources: ["Lantern/Resources/**"],
            dependencies: [
                .target(name: "LanternWidget"),
                .external(name: "Collections"),
            ]
        ),
        .target(
            name: "LanternWidget",
            destinations: .iOS,
            product: .appExtension,
            bundleId: "\(bundlePrefix).widget",
            deploymentTargets: deployment,
            infoPlist: .default,
            sources: "LanternWidget/Sources/**",
            dependencies: []
        ),
        .target(
            name: "LanternTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "\(bundlePrefix).tests",
            deploymentTargets: deployment,
            infoPlist: .default,
            sources: [.glob("LanternTests/Sources/**", excluding: ["LanternTests/Sources/Fixtures/**"])],
            dependencies: [.target(name: "Lantern")]
        ),
    ]
)
