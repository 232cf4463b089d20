/// An `XCBuildConfiguration`.
package struct BuildConfiguration: Sendable {
    package let id: String
    package let name: String
    /// The configuration's own settings (not the `.xcconfig`'s).
    let buildSettings: PlistDictionary
    /// The `.xcconfig` file reference the configuration is based on (the classic way).
    let baseConfigurationReferenceID: String?
    /// The synchronized folder holding the `.xcconfig` (Xcode 16's way, `baseConfigurationReferenceAnchor`),
    /// with the file's path inside it (`baseConfigurationReferenceRelativePath`).
    let baseConfigurationAnchorID: String?
    let baseConfigurationRelativePath: String?

    init(_ object: PBXObject) {
        id = object.id
        name = object.string("name") ?? object.id
        buildSettings = object.fields["buildSettings"]?.dictionary ?? PlistDictionary()
        baseConfigurationReferenceID = object.string("baseConfigurationReference")
        baseConfigurationAnchorID = object.string("baseConfigurationReferenceAnchor")
        baseConfigurationRelativePath = object.string("baseConfigurationReferenceRelativePath")
    }

    /// A setting's value; a list is joined with spaces, as Xcode expands it.
    package func setting(_ key: String) -> String? {
        guard let value = buildSettings[key] else { return nil }
        if let text = value.string { return text }
        return value.array.map { $0.compactMap(\.string).joined(separator: " ") }
    }
}
