import PiecesSupport

/// How Xcode writes `project.pbxproj` text, for the entries pieces inserts: quoting, object IDs,
/// file types and the one-line and multi-line entry shapes.
enum PbxprojText {
    /// Object entries sit two tabs deep inside `objects = { … }`.
    static let entryIndent = "\t\t"

    /// The file types pieces compiles, by extension: Metal shaders go to Compile Sources too.
    static let fileTypes = ["swift": "sourcecode.swift", "metal": "sourcecode.metal"]

    /// `value` as Xcode writes it: bare when it holds only letters, digits and `_$/:.`, else quoted
    /// with `\\`, `\"`, `\n` and `\t` escaped. (Xcode quotes `-` even though a reader accepts it bare.)
    static func quoted(_ value: String) -> String {
        let bare =
            !value.isEmpty && !value.contains("//") && !value.contains("/*")
            && value.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"),
                    UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."):
                    true
                default:
                    false
                }
            }
        if bare { return value }
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Whether the file's first line ends with `\r\n`: its line-ending style.
    static func usesCRLF(_ bytes: [UInt8]) -> Bool {
        guard let newline = bytes.firstIndex(of: 0x0A) else { return false }
        return newline > 0 && bytes[newline - 1] == 0x0D
    }

    /// `text` with each `\n` written as `\r\n`.
    static func crlf(_ text: String) -> String {
        text.replacingAll("\n", with: "\r\n")
    }

    /// A comment's text, made safe to sit inside `/* … */`.
    static func comment(_ text: String) -> String {
        text.replacingAll("*/", with: "* /")
    }

    /// `ID /* comment */`, as array elements and references are written.
    static func reference(_ id: String, _ comment: String) -> String {
        id + " /* " + self.comment(comment) + " */"
    }

    /// A 24-digit uppercase hexadecimal ID derived from `parts`: the first 96 bits of their
    /// SHA-256. `salt` (0 for the first try) gives the alternatives used after a collision.
    static func objectID(_ parts: [String], salt: Int) -> String {
        var text = "pieces"
        for part in parts { text += "\u{0}" + part }
        if salt > 0 { text += "\u{0}#\(salt)" }
        return SHA256.hex(Array(SHA256.digest(text).prefix(12))).uppercased()
    }

    /// `ID /* name */ = {isa = PBXFileReference; lastKnownFileType = …; path = …; sourceTree = "<group>"; };`
    static func fileReferenceLine(id: String, name: String, fileType: String) -> String {
        entryIndent + reference(id, name) + " = {isa = PBXFileReference; lastKnownFileType = " + quoted(fileType)
            + "; path = " + quoted(name) + "; sourceTree = \"<group>\"; };\n"
    }

    /// `ID /* name in Sources */ = {isa = PBXBuildFile; fileRef = FILE /* name */; };`, with
    /// `platformFilters = (ios, );` before the `}` when the file compiles on some platforms only.
    static func buildFileLine(id: String, fileID: String, name: String, platformFilters: [String]? = nil) -> String {
        let filters = platformFilters.map { " platformFilters = " + inlineList($0) + ";" } ?? ""
        return entryIndent + reference(id, name + " in Sources") + " = {isa = PBXBuildFile; fileRef = "
            + reference(fileID, name) + ";" + filters + " };\n"
    }

    /// `(ios, xros, )`: a list on one line, as Xcode writes one inside a one-line entry.
    static func inlineList(_ items: [String]) -> String {
        "(" + items.map { quoted($0) + ", " }.joined() + ")"
    }

    /// A list of platform filter names in a multi-line entry whose key sits at `indent`.
    static func filterList(_ items: [String], _ indent: String) -> String {
        "(\n" + items.map { indent + "\t" + quoted($0) + ",\n" }.joined() + indent + ")"
    }

    /// `platformFiltersByRelativePath`'s value in a multi-line entry whose key sits at `indent`.
    static func filterDictionary(_ filters: [(path: String, platforms: [String])], _ indent: String) -> String {
        let inner = indent + "\t"
        return "{\n"
            + filters.map { inner + quoted($0.path) + " = " + filterList($0.platforms, inner) + ";\n" }.joined()
            + indent + "}"
    }

    /// `platformFiltersByRelativePath`'s value inside a one-line entry.
    static func inlineFilterDictionary(_ filters: [(path: String, platforms: [String])]) -> String {
        "{" + filters.map { quoted($0.path) + " = " + inlineList($0.platforms) + "; " }.joined() + "}"
    }

    /// A multi-line `PBXFileSystemSynchronizedBuildFileExceptionSet` entry holding only platform filters.
    static func exceptionSetEntry(id: String, filters: [(path: String, platforms: [String])], target: XcodeTarget)
        -> String
    {
        let inner = entryIndent + "\t"
        var text = entryIndent + reference(id, SynchronizedExceptionSet.isa) + " = {\n"
        text += inner + "isa = " + SynchronizedExceptionSet.isa + ";\n"
        text += inner + XcodeProject.platformFiltersKey + " = " + filterDictionary(filters, inner) + ";\n"
        text += inner + "target = " + reference(target.id, target.name) + ";\n"
        text += entryIndent + "};\n"
        return text
    }

    /// A multi-line `PBXGroup` entry with `path = name; sourceTree = "<group>";`.
    static func groupEntry(id: String, name: String, children: [(id: String, name: String)]) -> String {
        let inner = entryIndent + "\t"
        var text = entryIndent + reference(id, name) + " = {\n"
        text += inner + "isa = PBXGroup;\n"
        text += inner + "children = (\n"
        for child in children { text += inner + "\t" + reference(child.id, child.name) + ",\n" }
        text += inner + ");\n"
        text += inner + "path = " + quoted(name) + ";\n"
        text += inner + "sourceTree = \"<group>\";\n"
        text += entryIndent + "};\n"
        return text
    }
}
