import PieceCatalog
import ProjectFormats

/// Which package and Info.plist entries of a project pieces made, as `pieces.lock` lists them.
///
/// A piece's entry lists what `add` made for it and, of what it found there already, what another
/// piece's entry in the same project lists. So an entry goes only with the last piece that lists
/// it (a package two pieces need stays until both are removed), and what the project had before
/// pieces touched it is listed by none and never taken back.
struct RequirementRecords {
    private var entries: Set<String> = []
    private var lists: Set<String> = []
    private var configurations: [String: Set<String>] = [:]
    private var files: [String: Set<String>] = [:]

    /// What the entries of `lock` in the project `project` (a destination's `project`) list, but
    /// those `excluded` says are going.
    init(lock: LockFile, project: String?, excluding excluded: (LockFile.Piece) -> Bool = { _ in false }) {
        for piece in lock.pieces where piece.destination?.project == project && !excluded(piece) {
            for package in piece.packages ?? [] {
                entries.formUnion(package.projectEntries ?? [])
                lists.formUnion(package.projectLists ?? [])
            }
            for key in piece.infoPlist ?? [] {
                configurations[key.key, default: []].formUnion(key.buildConfigurations ?? [])
                files[key.key, default: []].formUnion(key.files ?? [])
            }
        }
    }

    /// The lock's lists for `piece`: its packages and keys with what `edit` made and, of what it
    /// found, what other entries list; nil when the piece needs none.
    func records(for piece: PieceDescriptor, from edit: RequirementsEdit) -> (
        packages: [LockFile.SwiftPackage]?, infoPlist: [LockFile.InfoPlistKey]?
    ) {
        let packages = piece.header.packages.map { package -> LockFile.SwiftPackage in
            let outcome = edit.packages.first {
                ProjectNeeds.same(
                    package,
                    PackageRequirement(url: $0.link.url, from: $0.link.minimumVersion, product: $0.link.product))
            }
            let owned = (outcome?.made ?? []) + (outcome?.found ?? []).filter(entries.contains)
            let ownedLists = (outcome?.madeLists ?? []) + (outcome?.usedLists ?? []).filter(lists.contains)
            return LockFile.SwiftPackage(
                url: package.url, from: package.from, product: package.productName,
                projectEntries: Self.unique(owned), projectLists: Self.unique(ownedLists))
        }
        let keys = piece.header.infoPlist.map { entry -> LockFile.InfoPlistKey in
            let outcome = edit.infoPlist.first { $0.entry == entry }
            let held = configurations[entry.key] ?? []
            let heldFiles = files[entry.key] ?? []
            return LockFile.InfoPlistKey(
                key: entry.key, value: entry.value,
                buildConfigurations: Self.unique(
                    (outcome?.madeConfigurations ?? []) + (outcome?.foundConfigurations ?? []).filter(held.contains)),
                files: Self.unique((outcome?.madeFiles ?? []) + (outcome?.foundFiles ?? []).filter(heldFiles.contains)))
        }
        return (packages.isEmpty ? nil : packages, keys.isEmpty ? nil : keys)
    }

    /// What removing `piece` takes back: what its entry lists that no other entry does; and a
    /// `keep` step for each requirement whose entries other pieces still list.
    func undo(of piece: LockFile.Piece, target: String) -> (AppliedRequirements, kept: [RequirementStep]) {
        var applied = AppliedRequirements()
        var kept: [RequirementStep] = []
        for package in piece.packages ?? [] where package.projectEntries != nil || package.projectLists != nil {
            var mine = package
            mine.projectEntries = Self.unique((package.projectEntries ?? []).filter { !entries.contains($0) })
            mine.projectLists = Self.unique((package.projectLists ?? []).filter { !lists.contains($0) })
            // A list holds the entries: while another piece lists one of them, the list stays too.
            if mine.projectEntries != nil { applied.packages.append(mine) }
            if mine.projectEntries?.count != package.projectEntries?.count {
                kept.append(
                    RequirementStep(
                        kind: .package, subject: package.url,
                        detail: RequirementStep.packageDetail(package.from, package.product).text, action: .keep,
                        place: "target " + target))
            }
        }
        for key in piece.infoPlist ?? [] where key.buildConfigurations != nil || key.files != nil {
            var mine = key
            let held = configurations[key.key] ?? []
            let heldFiles = files[key.key] ?? []
            mine.buildConfigurations = Self.unique((key.buildConfigurations ?? []).filter { !held.contains($0) })
            mine.files = Self.unique((key.files ?? []).filter { !heldFiles.contains($0) })
            if mine.buildConfigurations != nil || mine.files != nil { applied.infoPlist.append(mine) }
            if mine.buildConfigurations?.count != key.buildConfigurations?.count
                || mine.files?.count != key.files?.count
            {
                kept.append(
                    RequirementStep(
                        kind: .infoPlist, subject: key.key, detail: key.value, action: .keep, place: "target " + target)
                )
            }
        }
        return (applied, kept)
    }

    /// `items` each once, in order; nil when there are none (the lock leaves the key out).
    static func unique(_ items: [String]) -> [String]? {
        var seen: Set<String> = []
        let result = items.filter { seen.insert($0).inserted }
        return result.isEmpty ? nil : result
    }
}
