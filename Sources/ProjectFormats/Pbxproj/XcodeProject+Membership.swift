import PiecesSupport

extension XcodeProject {
    /// The names of the targets with a synchronized folder holding `folder` (the folder itself or
    /// one inside it), in the project's target order: the targets that compile what goes there.
    package func targetsCompilingFolder(_ folder: String) -> [String] {
        targets.filter { target in
            synchronizedGroups(of: target).contains { group in
                location(of: group.id).map { Path(folder).isDescendant(of: Path($0)) } ?? false
            }
        }.map(\.name)
    }

    /// The Swift files `target` compiles, absolute, in a stable order: the Sources phase's files
    /// with a place on disk, then every `.swift` file below the target's synchronized folders
    /// except those an exception set of the folder takes out of the target. Files are listed with
    /// `readdir`, no `stat` per file. `phaseFiles`, when given, is the Sources phase's files on
    /// disk as `GroupPlacement.compiledFiles` lists them (so they are not looked up again).
    package func compiledSwiftFiles(of target: XcodeTarget, phaseFiles: [String]? = nil) -> [String] {
        var result = (phaseFiles ?? locatedSourceFiles(of: target).map(\.location)).filter {
            $0.hasSuffix(".swift")
        }
        for group in synchronizedGroups(of: target) {
            guard let folder = location(of: group.id) else { continue }
            let excluded = exceptionSets(of: group).filter { $0.targetID == target.id }.flatMap(\.membershipExceptions)
            for relative in FileWalker.files(under: folder) where relative.hasSuffix(".swift") {
                guard !excluded.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) else { continue }
                result.append(folder + "/" + relative)
            }
        }
        return result
    }
}
