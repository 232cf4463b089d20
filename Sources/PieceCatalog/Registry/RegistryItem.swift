import MotionEngine
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One piece in the registry-item format the upstream `swiftpieces` registry serves (the shape
/// the shadcn ecosystem standardised): an entry of `index.json` (an array of these, without
/// content) or a whole `<Name>.json` document (with each file's `content`).
///
/// Only what `pieces` uses is decoded; upstream's other fields (`preview`, `docs`, `isNew`, …) are
/// ignored, and optional lists default to empty as upstream's schema defaults them.
package struct RegistryItem: Decodable, Sendable, Equatable {
    /// A file of the item: the piece's Swift file, a shader or an asset.
    package struct File: Decodable, Sendable, Equatable {
        package var path: String
        package var target: String?
        package var content: String?

        /// The file's name as installed: the last component of its target, else of its path.
        package var fileName: String {
            let spelled = target ?? path
            return spelled.split(separator: "/").last.map(String.init) ?? spelled
        }
    }

    /// An `spmDependencies` entry.
    package struct Package: Decodable, Sendable, Equatable {
        package var url: String
        package var from: String
        package var product: String?
    }

    package var name: String
    package var slug: String?
    package var title: String
    package var description: String
    package var category: String
    package var version: String?
    package var minIOSVersion: String?
    package var license: String?
    package var tags: [String]?
    package var registryDependencies: [String]?
    package var spmDependencies: [Package]?
    package var requiredCapabilities: [String]?
    package var infoPlist: [String: String]?
    package var shaders: [File]?
    package var assets: [File]?
    package var files: [File]
    package var pro: String?
    package var added: String?

    static let expectedIndex =
        "expected a JSON array of registry items (each with \"name\", \"category\" and \"files\")"
    static let expectedItem = "expected a registry item: a JSON object with \"name\", \"category\" and \"files\""
    static let noFilesReason = "it has no files"
    static func unsafeFileReason(_ name: String) -> Message { "the file name '\(name)' is not a plain file name" }
    static let unsafeCategoryReason = "its category is not a plain folder name"

    /// The piece file and the files that travel with it (shaders, then assets).
    package var allFiles: [File] { files + (shaders ?? []) + (assets ?? []) }

    /// Where the item's files sit in the registry's native layout: `pieces/<category>/<file>`.
    package func relativePath(of file: File) -> String { "pieces/\(category)/\(file.fileName)" }

    /// The path of the piece's own Swift file.
    package var piecePath: String { "pieces/\(category)/\(name).swift" }

    /// Why the item cannot be used safely (its name becomes a URL, its files become paths), or nil.
    func unsafeReason() -> String? {
        if let reason = RemotePathRule.unsafePieceNameReason(name) { return reason }
        if category.isEmpty || category.contains("/") || category == "." || category == ".."
            || RemotePathRule.unsafeReason(category) != nil
        {
            return Self.unsafeCategoryReason
        }
        guard !files.isEmpty else { return Self.noFilesReason }
        for file in allFiles {
            let name = file.fileName
            if name == "." || name == ".." || RemotePathRule.unsafeReason(name) != nil || name.hasPrefix(".") {
                return Self.unsafeFileReason(name).text
            }
        }
        return nil
    }

    /// The header a piece of this item has: upstream's item fields, as `// swiftpieces:` spells them.
    package var header: PieceHeader {
        var header = PieceHeader(prefix: "swiftpieces")
        header.title = title
        header.description = description
        header.category = category
        header.minIOS = minIOSVersion ?? ""
        header.version = version ?? "1.0.0"
        header.license = license
        header.tags = tags ?? []
        header.resources = ((shaders ?? []) + (assets ?? [])).map(\.fileName)
        header.dependencies = (registryDependencies ?? []).map(Self.localName)
        header.packages = (spmDependencies ?? []).map {
            PackageRequirement(url: $0.url, from: $0.from, product: $0.product)
        }
        header.infoPlist = (infoPlist ?? [:]).sorted { $0.key < $1.key }.map {
            InfoPlistEntry(key: $0.key, value: $0.value)
        }
        header.capabilities = requiredCapabilities ?? []
        header.pro = pro
        header.added = added
        return header
    }

    /// A dependency as the piece's own registry names it: `@acme/Button` and `Button` are the same.
    static func localName(_ dependency: String) -> String {
        guard dependency.hasPrefix("@"), let slash = dependency.firstIndex(of: "/") else { return dependency }
        return String(dependency[dependency.index(after: slash)...])
    }

    /// The slug upstream derives from a name: `SwipeDeck` → `swipe-deck`.
    package static func slug(of name: String) -> String {
        var result = ""
        let scalars = Array(name.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let isUpper = scalar.isUppercaseLetter
            if isUpper, index > 0 {
                let previous = scalars[index - 1]
                let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                let previousLowerOrDigit =
                    previous.isLowercaseLetter || previous.properties.generalCategory == .decimalNumber
                let acronymEnd =
                    previous.isUppercaseLetter
                    && next?.isLowercaseLetter == true
                if previousLowerOrDigit || acronymEnd { result += "-" }
            }
            result += String(scalar).lowercased()
        }
        return result
    }
}

extension Unicode.Scalar {
    /// Foundation's `CharacterSet.uppercaseLetters`: general categories Lu and Lt.
    fileprivate var isUppercaseLetter: Bool {
        [.uppercaseLetter, .titlecaseLetter].contains(properties.generalCategory)
    }

    /// Foundation's `CharacterSet.lowercaseLetters`: general category Ll.
    fileprivate var isLowercaseLetter: Bool { properties.generalCategory == .lowercaseLetter }
}
