import PieceCatalog
import PiecesDiagnostics
import PiecesSupport

/// What installed pieces ask of the app beyond their files — Swift packages, Info.plist keys,
/// capabilities (upstream's `spmDependencies`, `infoPlist`, `requiredCapabilities`) — as notes
/// with the exact step, for what `pieces` does not apply: capabilities always (they need a signing
/// team and entitlements), packages and keys where the project kind is not edited
/// (`AppProject.applying`) or there is no project at all.
struct ProjectRequirements {
    var pieces: [PieceDescriptor]

    static let code = "project-requirements"
    static func packageNote(_ piece: String, _ package: PackageRequirement) -> Message {
        """
        \(piece) needs the Swift package \(package.url) from \(package.from) (product \(package.productName)); not \
        applied
        """
    }
    static func packageFix(_ package: PackageRequirement) -> Message {
        """
        in Xcode: File › Add Package Dependencies…, enter \(package.url), Dependency Rule "Up to Next Major \
        Version" \(package.from), add \(package.productName) to the app target; in Package.swift: \
        .package(url: "\(package.url)", from: "\(package.from)") and .product(name: "\(package.productName)", \
        package: "\(packageName(package))")
        """
    }
    /// The package's name as `Package.swift` refers to it: its URL's last component without `.git`.
    static func packageName(_ package: PackageRequirement) -> String {
        let last = package.url.split(separator: "/").last.map(String.init) ?? package.url
        return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
    }
    static func infoPlistNote(_ piece: String, _ entry: InfoPlistEntry) -> Message {
        "\(piece) needs the Info.plist key \(entry.key) = \"\(entry.value)\"; not applied"
    }
    static func infoPlistFix(_ entry: InfoPlistEntry) -> Message {
        """
        in Xcode: select the app target › Info › Custom iOS Target Properties, add \(entry.key) with the value \
        above (or set the build setting INFOPLIST_KEY_\(entry.key) when the target generates its Info.plist)
        """
    }
    static func capabilityNote(_ piece: String, _ capability: String) -> Message {
        "\(piece) needs the capability \(capability); not applied"
    }
    static func capabilityFix(_ capability: String) -> Message {
        "in Xcode: select the app target › Signing & Capabilities › + Capability, add \(capability)"
    }
    static func unverifiedMessage(_ source: String) -> Message {
        """
        \(source) serves the registry-item format, which publishes no digests: the files were not \
        integrity-checked; pieces.lock records the SHA-256 of what arrived
        """
    }

    /// The note `add` prints when its registry's files could not be verified.
    static func unverifiedNote(_ source: String) -> Diagnostic {
        Diagnostic(severity: .note, code: "registry-unverified", message: unverifiedMessage(source).text)
    }

    /// One note per capability, piece by piece, with its Xcode step as the fix.
    var capabilityNotes: [Diagnostic] {
        pieces.flatMap { piece in
            piece.header.capabilities.map {
                note(Self.capabilityNote(piece.name, $0), fix: Self.capabilityFix($0))
            }
        }
    }

    /// One note per package and key of `needs`, naming the pieces that need it, with the lines to
    /// write as the fix: for a project kind that is not edited.
    static func manualNotes(
        _ needs: ProjectNeeds, packageLines: (PackageRequirement) -> Message,
        infoPlistLines: (InfoPlistEntry) -> Message
    ) -> [Diagnostic] {
        let packages = zip(needs.packages, needs.packagePieces).map { package, pieces in
            Diagnostic(
                severity: .note, code: code, message: packageNote(pieces.joined(separator: ", "), package).text,
                fix: packageLines(package).text)
        }
        let keys = zip(needs.infoPlist, needs.infoPlistPieces).map { entry, pieces in
            Diagnostic(
                severity: .note, code: code, message: infoPlistNote(pieces.joined(separator: ", "), entry).text,
                fix: infoPlistLines(entry).text)
        }
        return packages + keys
    }

    /// One note per requirement, piece by piece, each with its Xcode step as the fix: where there
    /// is no project to apply them to.
    var notes: [Diagnostic] {
        pieces.flatMap { piece -> [Diagnostic] in
            let header = piece.header
            return header.packages.map {
                note(Self.packageNote(piece.name, $0), fix: Self.packageFix($0))
            }
                + header.infoPlist.map {
                    note(Self.infoPlistNote(piece.name, $0), fix: Self.infoPlistFix($0))
                }
                + header.capabilities.map {
                    note(Self.capabilityNote(piece.name, $0), fix: Self.capabilityFix($0))
                }
        }
    }

    private func note(_ message: Message, fix: Message) -> Diagnostic {
        Diagnostic(severity: .note, code: Self.code, message: message.text, fix: fix.text)
    }
}
