/// An `XCBuildConfiguration`.
public struct BuildConfiguration: Sendable {
    public let id: String
    public let name: String
    /// The configuration's own settings (not the `.xcconfig`'s).
    public let buildSettings: PlistDictionary
    /// The `.xcconfig` file reference the configuration is based on.
    public let baseConfigurationReferenceID: String?

    init(_ object: PBXObject) {
        id = object.id
        name = object.string("name") ?? object.id
        buildSettings = object.fields["buildSettings"]?.dictionary ?? PlistDictionary()
        baseConfigurationReferenceID = object.string("baseConfigurationReference")
    }

    /// A setting's value; a list is joined with spaces, as Xcode expands it.
    public func setting(_ key: String) -> String? {
        guard let value = buildSettings[key] else { return nil }
        if let text = value.string { return text }
        return value.array.map { $0.compactMap(\.string).joined(separator: " ") }
    }
}
