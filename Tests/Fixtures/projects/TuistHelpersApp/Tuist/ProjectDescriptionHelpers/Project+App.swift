import ProjectDescription

extension Project {
    /// An app target named `name` with its unit tests, sources under Targets/<name>/Sources.
    public static func app(name: String, destinations: Destinations, dependencies: [TargetDependency]) -> Project {
        Project(
            name: name,
            targets: [
                .target(
                    name: name, destinations: destinations, product: .app, bundleId: "com.example.\(name.lowercased())",
                    deploymentTargets: .iOS("17.0"), sources: ["Targets/\(name)/Sources/**"],
                    dependencies: dependencies),
                .target(
                    name: "\(name)Tests", destinations: destinations, product: .unitTests,
                    bundleId: "com.example.\(name.lowercased()).tests", sources: ["Targets/\(name)/Tests/**"],
                    dependencies: [.target(name: name)]),
            ])
    }
}
