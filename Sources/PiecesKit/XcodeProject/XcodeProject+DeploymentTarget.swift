extension XcodeProject {
    /// The build setting holding an app's minimum iOS version.
    public static let deploymentTargetSetting = "IPHONEOS_DEPLOYMENT_TARGET"

    /// The configuration used when none is named: `Debug` when the target has it, else its first.
    public func defaultConfigurationName(of target: XcodeTarget) -> String? {
        let names = buildConfigurations(of: target).map(\.name)
        return names.contains("Debug") ? "Debug" : names.first
    }

    /// The target's `IPHONEOS_DEPLOYMENT_TARGET` for `configuration` (default: see
    /// `defaultConfigurationName(of:)`), with where it was written; nil when nothing sets it.
    public func deploymentTarget(of target: XcodeTarget, configuration: String? = nil) -> DeploymentTarget? {
        buildSetting(Self.deploymentTargetSetting, of: target, configuration: configuration)
            .map { DeploymentTarget(version: $0.value, source: $0.source) }
    }

    /// The lowest deployment target over all of the target's configurations: a piece must build in
    /// every one of them (a Debug-only raise must not hide an older Release).
    public func lowestDeploymentTarget(of target: XcodeTarget) -> DeploymentTarget? {
        buildConfigurations(of: target).compactMap { deploymentTarget(of: target, configuration: $0.name) }
            .min { ($0.components ?? []).lexicographicallyPrecedes($1.components ?? []) }
            ?? deploymentTarget(of: target)
    }

    /// Any build setting of the target, resolved through target, `.xcconfig` and project levels.
    public func buildSetting(
        _ key: String, of target: XcodeTarget, configuration: String? = nil
    ) -> (value: String, source: DeploymentTarget.Source)? {
        let name = configuration ?? defaultConfigurationName(of: target)
        var layers: [BuildSettingResolver.Layer] = []
        if let settings = buildConfigurations(of: target).first(where: { $0.name == name }) {
            layers.append(.configuration(settings, .targetSettings(target: target.name, configuration: settings.name)))
            if let file = configurationFile(of: settings) { layers.append(.file(file)) }
        }
        // A target without configurations still inherits the project's first one, as Xcode does.
        if let settings = projectBuildConfigurations.first(where: { $0.name == name }) ?? (name == nil ? projectBuildConfigurations.first : nil) {
            layers.append(.configuration(settings, .projectSettings(configuration: settings.name)))
            if let file = configurationFile(of: settings) { layers.append(.file(file)) }
        }
        return BuildSettingResolver(layers: layers).resolve(key)
    }

    /// The `.xcconfig` a configuration is based on, read with its includes.
    private func configurationFile(of configuration: BuildConfiguration) -> XCConfigFile? {
        guard let id = configuration.baseConfigurationReferenceID, let path = location(of: id) else { return nil }
        return XCConfigFile(path: path)
    }
}
