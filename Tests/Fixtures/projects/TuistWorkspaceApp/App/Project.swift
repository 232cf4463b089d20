import ProjectDescription
import ProjectDescriptionHelpers

// The older form: one platform per target and `deploymentTarget` with its devices.
let project = Project(
    name: "Ferry",
    organizationName: "example",
    targets: [
        Target(
            name: "Ferry",
            platform: .iOS,
            product: .app,
            bundleId: "com.example.ferry",
            deploymentTarget: .iOS(targetVersion: "17.0", devices: [.iphone, .ipad]),
            infoPlist: "Targets/Ferry/Info.plist",
            sources: ["Targets/Ferry/Sources/**"],
            resources: ["Targets/Ferry/Resources/**"],
            entitlements: .relativeToManifest("Targets/Ferry/Ferry.entitlements"),
            dependencies: [
                .target(name: "FerryNotifications"),
                .project(target: "Core", path: .relativeToRoot("Modules/Core")),
                .project(target: "Timetable", path: .relativeToRoot("Modules/Timetable")),
            ]
        ),
        Target(
            name: "FerryNotifications",
            platform: .iOS,
            product: .appExtension,
            bundleId: "com.example.ferry.notifications",
            deploymentTarget: .iOS(targetVersion: "16.4", devices: .iphone),
            infoPlist: "Targets/FerryNotifications/Info.plist",
            sources: ["Targets/FerryNotifications/Sources/**"]
        ),
    ]
)
