import PieceCatalog

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The files of the repository's templates/ folder, compiled into the tool by the EmbedRegistry
// plugin (EmbeddedTemplateData) so a copied binary can scaffold without a checkout.

/// The templates built into `pieces`, byte for byte the files of the repository's `templates/`.
package enum BuiltInTemplates {
    /// What `pieces new` renders: the piece header (docs/registry-format.md), a documented public
    /// main type using PieceMotion roles, an example and a preview. `{{Name}}`, `{{Title}}`, `{{category}}`.
    package static let piece = embedded("piece.swift")
    /// The CI workflow `pieces init --registry` writes.
    static let githubCI = embedded("github-ci.yml")
    /// The pre-commit configuration `pieces init --registry` writes.
    static let preCommitConfig = embedded("pre-commit-config.yaml")
    /// The README of a new registry. `{{registryName}}`.
    static let registryReadme = embedded("registry-README.md")

    /// Every built-in template, by file name.
    package static let all = [piece, githubCI, preCommitConfig, registryReadme]

    /// The embedded file `name`; empty if the build did not embed it (ScaffoldTemplateTests fails).
    private static func embedded(_ name: String) -> Template {
        let base64 = EmbeddedTemplateData.files.first { $0.path == name }?.base64 ?? ""
        let text = Data(base64Encoded: base64).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return Template(name: name, text: text)
    }
}
