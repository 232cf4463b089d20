import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension RegistryItemFiles {
    /// The item files an earlier `build --items` wrote into the folder that this one no longer
    /// writes: the `<Name>.json` of each piece the previous `index.json` (`previousIndex`) lists and
    /// the catalog lost. Only a name that `previousIndex` lists as one of our items (its `$schema` is
    /// upstream's) and that is a plain file name counts, and only when `contents` (the file's bytes,
    /// nil when there is none) is that item, so no other file in the folder is ever named.
    ///
    /// A name that differs from a kept one only in case is never stale: on a case-insensitive disk
    /// (APFS, by default) both are one file, which was just written.
    package func staleFiles(previousIndex: [UInt8]?, contents: (String) -> [UInt8]?) -> [String] {
        guard let entries = previousIndex.flatMap { JSONValue.parse($0) }?.arrayValue else { return [] }
        let kept = Set(files.map { $0.path.lowercased() })
        var stale: [String] = []
        for entry in entries {
            guard entry["$schema"]?.stringValue == Self.schemaURL, let name = entry["name"]?.stringValue,
                Self.isPlainName(name)
            else { continue }
            let file = name + ".json"
            guard !kept.contains(file.lowercased()), !stale.contains(file), let bytes = contents(file),
                JSONValue.parse(bytes)?["name"]?.stringValue == name
            else { continue }
            stale.append(file)
        }
        return stale
    }

    /// A name usable as a file name in the items folder: no separator, no leading dot, no control character.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\")
            && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }
}
