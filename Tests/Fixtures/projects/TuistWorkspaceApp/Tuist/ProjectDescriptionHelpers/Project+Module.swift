import ProjectDescription

extension Project {
    /// A feature framework in Modules/<name>, its sources in Sources/.
    public static func featureModule(name: String, dependencies: [TargetDependency]) -> Project {
        Project(
            name: name,
            targets: [
                .target(
                    name: name, destinations: .iOS, product: .framework, bundleId: "com.example.ferry.\(name)",
                    deploymentTargets: .iOS("16.4"), sources: ["Sources/**"], dependencies: dependencies)
            ])
    }
}

extension TargetDependency {
    public static let core = TargetDependency.project(target: "Core", path: .relativeToRoot("Modules/Core"))
}
