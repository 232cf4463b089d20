/// What the user asked `pieces add` for.
public struct InstallRequest: Sendable {
    public var names: [String]
    /// `--project`: an `.xcodeproj`, `.xcworkspace`, `Package.swift` or a folder holding one.
    public var project: String?
    /// `--target`: the app or package target.
    public var target: String?
    /// `--path`: the folder the pieces go into, instead of the target's `Pieces/` folder.
    public var path: String?
    /// `--registry`: a folder or an `https://` URL; the registry built into the binary otherwise.
    public var registry: String?
    public var dryRun = false
    public var overwrite = false
    /// Install even when the target's deployment target is too old.
    public var force = false
    /// `--allow-outside`: a `--path` outside the project root installs there as a plain folder.
    public var allowOutside = false
    public var workingDirectory: String

    public init(names: [String], workingDirectory: String) {
        self.names = names
        self.workingDirectory = workingDirectory
    }
}
