/// The Apple platforms a target builds for, read from its `SUPPORTED_PLATFORMS` and `SDKROOT`
/// build settings (resolved like any setting: target, `.xcconfig`, project).
///
/// - `SUPPORTED_PLATFORMS` set: the platforms it lists (`iphoneos iphonesimulator macosx`, …).
///   A multiplatform target (`SDKROOT = auto`) lists its platforms here.
/// - Otherwise `SDKROOT`: `iphoneos` (or `iphoneos17.0`), `macosx`, `watchos`, `appletvos`, `xros`.
/// - Neither set (or `SDKROOT = auto` alone): unknown, and the target is treated as an iOS one, as
///   before platforms were read: refusing a target we cannot place would be worse.
package struct TargetPlatforms: Sendable, Equatable {
    /// The platform names as Xcode's SDKs call them, simulators folded into their device platform,
    /// in the order written; empty when unknown.
    package var names: [String]
    /// The setting that said so and where it was written (`SUPPORTED_PLATFORMS = macosx (from …)`).
    var evidence: String?

    static let iOS = "iphoneos"
    static let displayNames = [
        "iphoneos": "iOS", "macosx": "macOS", "watchos": "watchOS", "appletvos": "tvOS",
        "xros": "visionOS", "driverkit": "DriverKit"
    ]
    static let simulators = [
        "iphonesimulator": "iphoneos", "watchsimulator": "watchos", "appletvsimulator": "appletvos",
        "xrsimulator": "xros"
    ]

    /// Whether the target builds for iOS (true when the platforms are unknown).
    var includesIOS: Bool { names.isEmpty || names.contains(Self.iOS) }

    /// `macOS, watchOS` for messages.
    var displayList: String {
        names.map { Self.displayNames[$0] ?? $0 }.joined(separator: ", ")
    }

    /// The platforms named by a `SUPPORTED_PLATFORMS` or `SDKROOT` value.
    static func parse(_ value: String) -> [String] {
        var result: [String] = []
        for word in value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) {
            // `SDKROOT` may name a versioned SDK (`iphoneos17.0`) or a path ending in one.
            var name = word.split(separator: "/").last.map(String.init) ?? word
            if name.hasSuffix(".sdk") { name = String(name.dropLast(4)) }
            name = String(name.prefix { $0.isLetter }).lowercased()
            name = simulators[name] ?? name
            guard !name.isEmpty, name != "auto", !result.contains(name) else { continue }
            result.append(name)
        }
        return result
    }
}

extension XcodeProject {
    static let supportedPlatformsSetting = "SUPPORTED_PLATFORMS"
    static let sdkRootSetting = "SDKROOT"

    /// The platforms `target` builds for, in its default configuration.
    package func platforms(of target: XcodeTarget) -> TargetPlatforms {
        for key in [Self.supportedPlatformsSetting, Self.sdkRootSetting] {
            guard let setting = buildSetting(key, of: target) else { continue }
            let names = TargetPlatforms.parse(setting.value)
            if !names.isEmpty {
                return TargetPlatforms(
                    names: names, evidence: key + " = " + setting.value + " (from " + setting.source.description + ")")
            }
        }
        return TargetPlatforms(names: [], evidence: nil)
    }

    /// The app targets that build for iOS (alone or among other platforms): the only candidates
    /// for pieces when no target is named.
    var iOSApplicationTargets: [XcodeTarget] {
        applicationTargets.filter { platforms(of: $0).includesIOS }
    }
}
