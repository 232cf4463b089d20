import PiecesSupport

/// The registry-item form of a catalog, what `pieces build --items DIR` writes so the upstream
/// `swiftpieces` CLI (and any client of that schema) can install from a `pieces` registry:
/// `index.json`, an array of items without content, and one `<Name>.json` per piece with the
/// content of its files. Rendered like the native index (sorted keys, the same bytes every run).
package struct RegistryItemFiles: Sendable {
    /// Upstream's schema address, which every item names in `$schema`.
    package static let schemaURL = "https://swiftpieces.com/schema/registry-item.json"
    /// The categories and the license upstream's schema admits; anything else is written, with a warning.
    package static let upstreamCategories: Set<String> = [
        "text", "backgrounds", "glass", "controls", "inputs", "cards", "lists", "navigation", "sheets", "feedback",
        "motion", "data", "ai", "media"
    ]
    package static let upstreamLicense = "MIT+Commons-Clause"
    static let swiftToolsVersion = "6.0"

    static func categoryWarning(_ piece: String, _ category: String) -> Message {
        "\(piece): category '\(category)' is not one of the categories upstream's registry-item schema lists"
    }
    static func licenseWarning(_ piece: String, _ license: String) -> Message {
        "\(piece): license '\(license)' is not the one upstream's registry-item schema requires (\(upstreamLicense))"
    }
    static func noLicenseWarning(_ piece: String) -> Message {
        "\(piece) has no license; its item says \(upstreamLicense), the default of upstream's schema"
    }
    static func binaryWarning(_ piece: String, _ path: String) -> Message {
        "\(piece): \(path) is not UTF-8 text, which a registry item cannot carry; it was left out"
    }
    package static let schemaFix = "clients that validate against upstream's schema will refuse this item"

    /// File name and bytes of each file, `index.json` first.
    package private(set) var files: [(path: String, bytes: [UInt8])] = []
    /// What a strict client of upstream's schema would refuse, as warnings naming the piece.
    package private(set) var warnings: [String] = []

    package init(catalog: Catalog) {
        var index: [JSONValue] = []
        var documents: [(String, [UInt8])] = []
        for piece in catalog.pieces {
            let (summary, whole) = items(for: piece)
            index.append(summary)
            documents.append(("\(piece.name).json", Array(whole.rendered(.pretty).utf8)))
        }
        files = [("index.json", Array(JSONValue.array(index).rendered(.pretty).utf8))] + documents
    }

    /// The item of `piece` without content (for the index) and with it.
    private mutating func items(for piece: PieceDescriptor) -> (JSONValue, JSONValue) {
        let header = piece.header
        if !Self.upstreamCategories.contains(header.category) {
            warnings.append(Self.categoryWarning(piece.name, header.category).text)
        }
        let license = header.license ?? Self.upstreamLicense
        if header.license == nil {
            warnings.append(Self.noLicenseWarning(piece.name).text)
        } else if license != Self.upstreamLicense {
            warnings.append(Self.licenseWarning(piece.name, license).text)
        }
        var pieceFile: [String: JSONValue] = [:]
        var shaders: [[String: JSONValue]] = []
        var assets: [[String: JSONValue]] = []
        let folder = "SwiftPieces/" + header.category.prefix(1).uppercased() + header.category.dropFirst()
        for (offset, file) in piece.files.enumerated() {
            guard let text = Self.text(ofUTF8: file.bytes) else {
                warnings.append(Self.binaryWarning(piece.name, file.path).text)
                continue
            }
            let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
            let type =
                offset == 0 ? "registry:component" : name.hasSuffix(".metal") ? "registry:shader" : "registry:asset"
            let entry: [String: JSONValue] = [
                "path": .string(file.path), "type": .string(type), "target": .string(folder + "/" + name),
                "content": .string(text)
            ]
            if offset == 0 {
                pieceFile = entry
            } else if type == "registry:shader" {
                shaders.append(entry)
            } else {
                assets.append(entry)
            }
        }
        let code = piece.files.first.map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
        var item: [String: JSONValue] = [
            "$schema": .string(Self.schemaURL), "name": .string(piece.name),
            "slug": .string(RegistryItem.slug(of: piece.name)), "type": .string("registry:component"),
            "title": .string(header.title), "description": .string(header.description),
            "category": .string(header.category), "license": .string(license), "version": .string(header.version),
            "minIOSVersion": .string(header.minIOS), "swiftToolsVersion": .string(Self.swiftToolsVersion),
            "tags": .strings(header.tags), "dependencies": .array([]),
            "registryDependencies": .strings(header.dependencies),
            "spmDependencies": .array(header.packages.map(Self.package)),
            "requiredCapabilities": .strings(header.capabilities),
            "infoPlist": .object(
                Dictionary(header.infoPlist.map { ($0.key, JSONValue.string($0.value)) }) { a, _ in a }),
            "preview": .object([:]), "docs": .string("urn:pieces:\(RegistryItem.slug(of: piece.name))"),
            "isNew": .bool(false), "liquidGlass": .bool(Self.usesLiquidGlass(code)),
            "metal": .bool(!shaders.isEmpty || code.contains("ShaderLibrary"))
        ]
        if let pro = header.pro { item["pro"] = .string(pro) }
        if let added = header.added { item["added"] = .string(added) }
        var whole = item
        whole["files"] = .array(pieceFile.isEmpty ? [] : [.object(pieceFile)])
        whole["shaders"] = .array(shaders.map(JSONValue.object))
        whole["assets"] = .array(assets.map(JSONValue.object))
        let bare = { (entries: [[String: JSONValue]]) in
            JSONValue.array(
                entries.map {
                    var entry = $0
                    entry["content"] = nil
                    return .object(entry)
                })
        }
        item["files"] = bare(pieceFile.isEmpty ? [] : [pieceFile])
        item["shaders"] = bare(shaders)
        item["assets"] = bare(assets)
        return (.object(item), .object(whole))
    }

    private static func package(_ package: PackageRequirement) -> JSONValue {
        var fields: [String: JSONValue] = ["url": .string(package.url), "from": .string(package.from)]
        if let product = package.product { fields["product"] = .string(product) }
        return .object(fields)
    }

    /// Whether the code uses Liquid Glass (iOS 26's glass effect API), which upstream's items flag.
    static func usesLiquidGlass(_ code: String) -> Bool {
        code.contains("glassEffect") || code.contains("GlassEffectContainer") || code.contains("buttonStyle(.glass")
    }
}

extension RegistryItemFiles {
    /// The text `bytes` spell, nil when they are not valid UTF-8 (macOS 14 lacks `String(validating:as:)`).
    static func text(ofUTF8 bytes: [UInt8]) -> String? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: return nil
            }
        }
    }
}
