import PieceCatalog
import ProjectFormats

/// One platform a target builds for, with its deployment target there.
package struct TargetPlatform: Sendable, Equatable {
    /// The platform as piece headers name it; nil for one no piece declares (watchOS, tvOS).
    package var platform: PiecePlatforms.Platform?
    /// Xcode's platform filter name: `ios`, `macos`, `xros`, `watchos`, `tvos`.
    package var filterName: String
    /// `iOS`, `macOS`, `visionOS`, `watchOS`, `tvOS`.
    package var displayName: String
    /// The lowest version the target deploys to on this platform, and where that is written.
    package var deploymentTarget: DeploymentTarget?

    package init(
        platform: PiecePlatforms.Platform?, filterName: String, displayName: String,
        deploymentTarget: DeploymentTarget?
    ) {
        self.platform = platform
        self.filterName = filterName
        self.displayName = displayName
        self.deploymentTarget = deploymentTarget
    }

    /// iOS, for targets that only build for it (or whose platforms are unknown).
    package static func iOS(_ deploymentTarget: DeploymentTarget?) -> TargetPlatform {
        TargetPlatform(platform: .iOS, filterName: "ios", displayName: "iOS", deploymentTarget: deploymentTarget)
    }

    /// The platforms of a target building for `platforms` (`TargetPlatforms.names`, Xcode's SDK
    /// names), with each one's deployment target as `deployment` reads it.
    package static func list(_ names: [String], deployment: (String) -> DeploymentTarget?) -> [TargetPlatform] {
        names.compactMap { sdk in
            guard let known = known[sdk] else { return nil }
            return TargetPlatform(
                platform: known.platform, filterName: known.filter, displayName: known.display,
                deploymentTarget: deployment(sdk))
        }
    }

    /// As `list(_:deployment:)` for platforms named as piece headers, XcodeGen and Tuist name them
    /// (`iOS`, `macOS`, `visionOS`, `watchOS`, `tvOS`); `deployment` is asked by those names.
    package static func list(named names: [String], deployment: (String) -> DeploymentTarget?) -> [TargetPlatform] {
        let sdks = names.compactMap { name in known.first { $0.value.display == name }?.key }
        return list(sdks) { sdk in known[sdk].flatMap { deployment($0.display) } }
    }

    private static let known: [String: (platform: PiecePlatforms.Platform?, filter: String, display: String)] = [
        "iphoneos": (.iOS, "ios", "iOS"), "macosx": (.macOS, "macos", "macOS"),
        "xros": (.visionOS, "xros", "visionOS"), "watchos": (nil, "watchos", "watchOS"),
        "appletvos": (nil, "tvos", "tvOS")
    ]
}
