/// One entry of a project's `objects` dictionary: `ID /* comment */ = { isa = …; … };`.
package struct PBXObject: Sendable {
    /// The 24-character identifier (any string Xcode accepts as a key).
    package let id: String
    /// The object's properties (`isa` included).
    package let fields: PlistDictionary
    /// The whole `ID = { … };` entry in the file.
    package let entry: PlistEntry

    /// The object an `objects` entry holds; nil when its value is not a dictionary.
    package init?(entry: PlistEntry) {
        guard let fields = entry.value.dictionary else { return nil }
        self.id = entry.key
        self.fields = fields
        self.entry = entry
        self.isa = fields.string("isa") ?? ""
    }

    /// The class name, such as `PBXNativeTarget` (empty when missing). Read once: every query
    /// over a project's objects asks it.
    package let isa: String

    /// The string value of `key`.
    package func string(_ key: String) -> String? { fields.string(key) }

    /// The strings of an array field, such as a list of object IDs; empty when missing.
    package func strings(_ key: String) -> [String] { fields[key]?.strings ?? [] }
}
