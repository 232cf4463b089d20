import ProjectDescription

let project = Project(
    name: "Core",
    targets: [
        Target(
            name: "Core",
            platform: .iOS,
            product: .framework,
            bundleId: "com.example.ferry.core",
            deploymentTarget: .iOS(targetVersion: "16.4", devices: [.iphone, .ipad]),
            sources: .paths([.relativeToRoot("Modules/Core/Sources/**")])
        ),
    ]
)
