import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension XcodeProject {
    /// The build setting holding an app's minimum iOS version.
    static let deploymentTargetSetting = "IPHONEOS_DEPLOYMENT_TARGET"
    /// The build setting holding the minimum version on each platform, by SDK name.
    static let deploymentTargetSettings = [
        "iphoneos": deploymentTargetSetting, "macosx": "MACOSX_DEPLOYMENT_TARGET", "xros": "XROS_DEPLOYMENT_TARGET",
        "watchos": "WATCHOS_DEPLOYMENT_TARGET", "appletvos": "TVOS_DEPLOYMENT_TARGET"
    ]

    /// The configuration used when none is named: `Debug` when the target has it, else its first.
    package func defaultConfigurationName(of target: XcodeTarget) -> String? {
        let names = buildConfigurations(of: target).map(\.name)
        return names.contains("Debug") ? "Debug" : names.first
    }

    /// The target's `IPHONEOS_DEPLOYMENT_TARGET` for `configuration` (default: see
    /// `defaultConfigurationName(of:)`), with where it was written; nil when nothing sets it.
    package func deploymentTarget(of target: XcodeTarget, configuration: String? = nil, platform: String = "iphoneos")
        -> DeploymentTarget?
    {
        guard let key = Self.deploymentTargetSettings[platform] else { return nil }
        return buildSetting(key, of: target, configuration: configuration)
            .map { DeploymentTarget(version: $0.value, source: $0.source) }
    }

    /// The lowest deployment target on `platform` (an SDK name, `iphoneos` by default) over all of
    /// the target's configurations: a piece must build in every one of them (a Debug-only raise
    /// must not hide an older Release).
    package func lowestDeploymentTarget(of target: XcodeTarget, platform: String = "iphoneos") -> DeploymentTarget? {
        buildConfigurations(of: target).compactMap {
            deploymentTarget(of: target, configuration: $0.name, platform: platform)
        }
        .min { ($0.components ?? []).lexicographicallyPrecedes($1.components ?? []) }
            ?? deploymentTarget(of: target, platform: platform)
    }

    /// Any build setting of the target, resolved through target, `.xcconfig` and project levels.
    func buildSetting(
        _ key: String, of target: XcodeTarget, configuration: String? = nil
    ) -> (value: String, source: DeploymentTarget.Source)? {
        let name = configuration ?? defaultConfigurationName(of: target)
        var layers: [BuildSettingResolver.Layer] = []
        if let settings = buildConfigurations(of: target).first(where: { $0.name == name }) {
            layers.append(.configuration(settings, .targetSettings(target: target.name, configuration: settings.name)))
            if let file = configurationFile(of: settings) { layers.append(.file(file)) }
        }
        // A target without configurations still inherits the project's first one, as Xcode does.
        if let settings = projectBuildConfigurations.first(where: { $0.name == name })
            ?? (name == nil ? projectBuildConfigurations.first : nil)
        {
            layers.append(.configuration(settings, .projectSettings(configuration: settings.name)))
            if let file = configurationFile(of: settings) { layers.append(.file(file)) }
        }
        let folder = Path(path).parent.string
        let builtIn = [
            "SRCROOT": sourceRoot, "SOURCE_ROOT": sourceRoot, "PROJECT_DIR": folder, "TARGET_NAME": target.name,
            "PROJECT_NAME": self.name
        ]
        layers.append(.builtIn(builtIn, .targetSettings(target: target.name, configuration: name ?? "")))
        return BuildSettingResolver(layers: layers).resolve(key)
    }

    /// The `.xcconfig` a configuration is based on, read with its includes.
    private func configurationFile(of configuration: BuildConfiguration) -> XCConfigFile? {
        configurationFilePath(of: configuration).map { XCConfigFile(path: $0) }
    }

    /// Where the `.xcconfig` a configuration is based on is: a file reference
    /// (`baseConfigurationReference`, the classic way), or a path inside a synchronized folder
    /// (`baseConfigurationReferenceAnchor` + `baseConfigurationReferenceRelativePath`, the way
    /// Xcode 16 writes it when the file sits in a synchronized folder). Nil when the configuration
    /// names none, or names one whose folder depends on something outside the project.
    func configurationFilePath(of configuration: BuildConfiguration) -> String? {
        if let id = configuration.baseConfigurationReferenceID { return location(of: id) }
        guard let anchor = configuration.baseConfigurationAnchorID,
            let relative = configuration.baseConfigurationRelativePath,
            !relative.isEmpty, let folder = location(of: anchor)
        else { return nil }
        return Self.join(folder, relative)
    }

    /// The `.xcconfig` files the target's and the project's configurations are based on (or
    /// `#include` without `?`) that do not exist: their settings are silently missing, which can
    /// hide the real deployment target. Each once, in the order met.
    package func missingConfigurationFiles(of target: XcodeTarget) -> [XCConfigFile.Missing] {
        var result: [XCConfigFile.Missing] = []
        for configuration in buildConfigurations(of: target) + projectBuildConfigurations {
            guard let file = configurationFile(of: configuration) else { continue }
            for missing in file.missing where !result.contains(where: { $0.path == missing.path }) {
                result.append(missing)
            }
        }
        return result
    }
}
