import ProjectDescription
import ProjectDescriptionHelpers

// Every target comes from a helper in Tuist/ProjectDescriptionHelpers, which Tuist compiles and
// runs; read without running it, this file names no target at all.
let project = Project.app(
    name: "Quill",
    destinations: .iOS,
    dependencies: [
        .external(name: "Markdown")
    ]
)
