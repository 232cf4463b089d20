import PieceCatalog
import PiecesDiagnostics
import ProjectFormats

/// What pieces ask of the app's project beyond their files: the Swift packages to link and the
/// Info.plist keys to set (their headers' `spmDependencies` and `infoPlist`), each once, in the
/// order the pieces name them.
struct ProjectNeeds: Sendable, Equatable {
    var packages: [PackageRequirement] = []
    var infoPlist: [InfoPlistEntry] = []
    /// The pieces that need each of `packages`, and each of `infoPlist`, as the registry spells them.
    var packagePieces: [[String]] = []
    var infoPlistPieces: [[String]] = []

    init(pieces: [PieceDescriptor]) {
        for piece in pieces {
            for package in piece.header.packages {
                if let index = packages.firstIndex(where: { Self.same($0, package) }) {
                    packagePieces[index].append(piece.name)
                } else {
                    packages.append(package)
                    packagePieces.append([piece.name])
                }
            }
            for entry in piece.header.infoPlist {
                if let index = infoPlist.firstIndex(of: entry) {
                    infoPlistPieces[index].append(piece.name)
                } else {
                    infoPlist.append(entry)
                    infoPlistPieces.append([piece.name])
                }
            }
        }
    }

    var isEmpty: Bool { packages.isEmpty && infoPlist.isEmpty }

    /// Whether two requirements name one product of one repository (however the URL is spelled).
    static func same(_ one: PackageRequirement, _ other: PackageRequirement) -> Bool {
        one.productName == other.productName && PackageLink.normalized(one.url) == PackageLink.normalized(other.url)
    }
}

/// What applying (or taking back) `ProjectNeeds` did: the project file's new bytes, the other
/// files to write, what was made or found for each requirement (for the lock), the steps the plan
/// shows, and the notes for what pieces leaves to the user.
struct RequirementsEdit: Sendable {
    /// The project file's new bytes; nil when it is unchanged.
    var projectBytes: [UInt8]?
    /// Other files to write (an Info.plist), absolute paths.
    var files: [StagedWriter.Write] = []
    var packages: [PackageLinkOutcome] = []
    var infoPlist: [InfoPlistOutcome] = []
    var steps: [RequirementStep] = []
    /// Warnings (a key the project sets otherwise) and the lines a kind leaves to the user.
    var notes: [Diagnostic] = []

    /// How many entries the project file gains (or loses), for the plan's project line.
    var projectEntries: Int = 0
}

/// Where one Info.plist key was set, or found already set to the value.
struct InfoPlistOutcome: Sendable, Equatable {
    var entry: InfoPlistEntry
    /// Build configurations (IDs) given `INFOPLIST_KEY_<key>`, and those that had it with the value.
    var madeConfigurations: [String] = []
    var foundConfigurations: [String] = []
    /// Info.plist files (relative to the root) given the key, and those that had it with the value.
    var madeFiles: [String] = []
    var foundFiles: [String] = []
}

/// What `remove` takes back: the entries pieces made that no piece left in the project lists.
struct AppliedRequirements: Sendable, Equatable {
    var packages: [LockFile.SwiftPackage] = []
    var infoPlist: [LockFile.InfoPlistKey] = []

    var isEmpty: Bool { packages.isEmpty && infoPlist.isEmpty }
}
