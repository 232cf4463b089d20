/// What holds the app that pieces are installed into.
package enum ProjectLocation: Sendable, Equatable {
    /// A `.xcodeproj` folder.
    case xcodeProject(path: String)
    /// A Swift package, by its `Package.swift`.
    case swiftPackage(manifest: String)
    /// An XcodeGen spec, by its `project.yml`: the `.xcodeproj` is generated from it.
    case xcodeGen(spec: String)
    /// A Tuist project, by its `Project.swift`: the `.xcodeproj` is generated from it.
    case tuist(manifest: String)

    /// The `.xcodeproj` folder or the `Package.swift`, `project.yml` or `Project.swift` file, absolute.
    package var path: String {
        switch self {
        case .xcodeProject(let path), .swiftPackage(let path), .xcodeGen(let path), .tuist(let path): path
        }
    }
}
