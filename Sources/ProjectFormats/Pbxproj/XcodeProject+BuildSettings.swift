extension XcodeProject {
    static let generateInfoPlistSetting = "GENERATE_INFOPLIST_FILE"
    static let infoPlistFileSetting = "INFOPLIST_FILE"
    /// The prefix of the build settings Xcode turns into keys of a generated Info.plist.
    package static let infoPlistKeyPrefix = "INFOPLIST_KEY_"

    /// The target's build configurations, in its list's order.
    package func configurations(of targetName: String) -> [BuildConfiguration] {
        target(named: targetName).map(buildConfigurations(of:)) ?? []
    }

    /// Whether Xcode generates the target's Info.plist in every one of its configurations
    /// (`GENERATE_INFOPLIST_FILE = YES`, through target, `.xcconfig` and project levels).
    package func generatesInfoPlist(_ targetName: String) -> Bool {
        guard let target = target(named: targetName) else { return false }
        let names = buildConfigurations(of: target).map(\.name)
        return !names.isEmpty
            && names.allSatisfy {
                buildSetting(Self.generateInfoPlistSetting, of: target, configuration: $0)?.value == "YES"
            }
    }

    /// The Info.plist files the target's configurations name (`INFOPLIST_FILE`, relative to the
    /// project's folder), absolute, each once, in configuration order.
    package func infoPlistFiles(of targetName: String) -> [String] {
        guard let target = target(named: targetName) else { return [] }
        var files: [String] = []
        for configuration in buildConfigurations(of: target) {
            guard
                let value = buildSetting(Self.infoPlistFileSetting, of: target, configuration: configuration.name)?
                    .value
            else { continue }
            let path = Self.join(sourceRoot, value)
            if !files.contains(path) { files.append(path) }
        }
        return files
    }

    /// The value `key` resolves to in the target's configuration `configuration` (an ID), through
    /// every level; nil when nothing sets it.
    package func resolvedSetting(_ key: String, target targetName: String, configuration: String) -> String? {
        guard let target = target(named: targetName),
            let name = objects[configuration].map(BuildConfiguration.init)?.name
        else { return nil }
        return buildSetting(key, of: target, configuration: name)?.value
    }

    /// Writes `key = value;` into the build settings of each configuration of `configurationIDs`
    /// (in alphabetical place, as Xcode keeps them). Only insertions, so `removingBuildSetting`
    /// gives the bytes back. A configuration whose own settings have the key already is left alone.
    package func settingBuildSetting(_ key: String, to value: String, in configurationIDs: [String])
        throws(XcodeProjectError) -> [UInt8]
    {
        let layout = PbxprojLayout(project: self)
        var edits = ByteEdits()
        let crlf = PbxprojText.usesCRLF(bytes)
        for id in configurationIDs {
            guard let settings = objects[id]?.fields["buildSettings"], let dictionary = settings.dictionary,
                dictionary[key] == nil
            else { continue }
            let insertion = layout.insertion(
                ofKey: PbxprojText.quoted(key), lines: { _ in PbxprojText.quoted(value) },
                inline: PbxprojText.quoted(value), into: settings)
            edits.insert(crlf ? PbxprojText.crlf(insertion.text) : insertion.text, at: insertion.offset)
        }
        guard !edits.isEmpty else { return bytes }
        let newBytes = edits.apply(to: bytes)
        try verify(newBytes)
        return newBytes
    }

    /// Takes back `settingBuildSetting`: `key` goes from each configuration of `configurationIDs`
    /// whose own settings still give it `value`. Those that give it another value are `kept` (the
    /// user changed it); those without it, or gone, are neither.
    package func removingBuildSetting(_ key: String, value: String, from configurationIDs: [String])
        throws(XcodeProjectError) -> (bytes: [UInt8], removed: [String], kept: [String])
    {
        let layout = PbxprojLayout(project: self)
        var edits = ByteEdits()
        var removed: [String] = []
        var kept: [String] = []
        for id in configurationIDs {
            guard let entry = objects[id]?.fields["buildSettings"]?.dictionary?.entry(key) else { continue }
            guard entry.value.string == value else {
                kept.append(id)
                continue
            }
            edits.delete(layout.deletion(ofEntry: entry))
            removed.append(id)
        }
        guard !edits.isEmpty else { return (bytes, removed, kept) }
        let newBytes = edits.apply(to: bytes)
        try verify(newBytes)
        return (newBytes, removed, kept)
    }
}
