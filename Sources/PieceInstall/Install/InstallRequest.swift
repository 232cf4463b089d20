/// What the user asked `pieces add` for.
package struct InstallRequest: Sendable {
    package var names: [String]
    /// `--project`: an `.xcodeproj`, `.xcworkspace`, `Package.swift` or a folder holding one.
    package var project: String?
    /// `--target`: the app or package target.
    package var target: String?
    /// `--path`: the folder the pieces go into, instead of the target's `Pieces/` folder.
    package var path: String?
    /// `--registry`: a folder or an `https://` URL; the registry built into the binary otherwise.
    package var registry: String?
    package var dryRun = false
    package var overwrite = false
    /// Install even when the target's deployment target is too old.
    package var force = false
    /// `--allow-outside`: a `--path` outside the project root installs there as a plain folder.
    package var allowOutside = false
    package var workingDirectory: String

    package init(names: [String], workingDirectory: String) {
        self.names = names
        self.workingDirectory = workingDirectory
    }
}
