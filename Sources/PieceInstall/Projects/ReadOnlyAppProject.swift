import ProjectFormats

/// An app project whose files pieces never edits: its targets compile every file under a folder
/// (a Swift package's source folder, an XcodeGen `sources` path, a Tuist `sources` glob), so
/// installing is placing files there. `PackageAppProject`, `XcodeGenAppProject` and
/// `TuistAppProject` conform; what they need beyond the files is printed (`followUp`,
/// `packageLines`, `infoPlistLines`), never written.
protocol ReadOnlyAppProject: AppProject {}

extension ReadOnlyAppProject {
    var projectFilePath: String? { nil }

    func edit(
        adding files: [String], in folder: String, filters: [String: PlatformFilter], to destination: ProjectDestination
    ) -> ProjectEdit? { nil }

    func edit(removing deleted: [String], keeping kept: [String], from destination: ProjectDestination)
        -> ProjectEdit?
    { nil }

    func existingEntries(for paths: Set<String>, in destination: ProjectDestination) -> [String]? { nil }

    /// The project unchanged: nothing was edited, so there are no new bytes to read.
    func reading(_ bytes: [UInt8]) -> any AppProject { self }
}
