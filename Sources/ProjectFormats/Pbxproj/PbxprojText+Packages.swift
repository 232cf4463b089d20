extension PbxprojText {
    static let remotePackageISA = "XCRemoteSwiftPackageReference"
    static let productDependencyISA = "XCSwiftPackageProductDependency"
    static let frameworksPhaseISA = "PBXFrameworksBuildPhase"
    /// The rule `add` writes: Xcode's "Up to Next Major Version".
    static let upToNextMajor = "upToNextMajorVersion"

    /// `XCRemoteSwiftPackageReference "Name"`: how Xcode comments a package reference.
    static func packageComment(_ name: String) -> String { remotePackageISA + " \"" + name + "\"" }

    /// `ID /* Product in Frameworks */ = {isa = PBXBuildFile; productRef = DEP /* Product */; };`
    static func productBuildFileLine(id: String, productID: String, product: String) -> String {
        entryIndent + reference(id, product + " in Frameworks") + " = {isa = PBXBuildFile; productRef = "
            + reference(productID, product) + "; };\n"
    }

    /// A multi-line `XCRemoteSwiftPackageReference` entry with an "Up to Next Major Version" rule.
    static func packageReferenceEntry(id: String, link: PackageLink) -> String {
        let inner = entryIndent + "\t"
        var text = entryIndent + reference(id, packageComment(link.packageName)) + " = {\n"
        text += inner + "isa = " + remotePackageISA + ";\n"
        text += inner + "repositoryURL = " + quoted(link.url) + ";\n"
        text += inner + "requirement = {\n"
        text += inner + "\tkind = " + upToNextMajor + ";\n"
        text += inner + "\tminimumVersion = " + quoted(link.minimumVersion) + ";\n"
        text += inner + "};\n"
        text += entryIndent + "};\n"
        return text
    }

    /// A multi-line `XCSwiftPackageProductDependency` entry of the package `packageID`.
    static func productDependencyEntry(id: String, packageID: String, link: PackageLink) -> String {
        let inner = entryIndent + "\t"
        var text = entryIndent + reference(id, link.product) + " = {\n"
        text += inner + "isa = " + productDependencyISA + ";\n"
        text += inner + "package = " + reference(packageID, packageComment(link.packageName)) + ";\n"
        text += inner + "productName = " + quoted(link.product) + ";\n"
        text += entryIndent + "};\n"
        return text
    }

    /// A multi-line `PBXFrameworksBuildPhase` entry listing `files` (`ID /* comment */` each).
    static func frameworksPhaseEntry(id: String, files: [String]) -> String {
        let inner = entryIndent + "\t"
        var text = entryIndent + reference(id, "Frameworks") + " = {\n"
        text += inner + "isa = " + frameworksPhaseISA + ";\n"
        text += inner + "buildActionMask = 2147483647;\n"
        text += inner + "files = (\n"
        for file in files { text += inner + "\t" + file + ",\n" }
        text += inner + ");\n"
        text += inner + "runOnlyForDeploymentPostprocessing = 0;\n"
        text += entryIndent + "};\n"
        return text
    }

    /// A list value holding `elements`, for a key whose line sits at `indent`.
    static func list(_ elements: [String], _ indent: String) -> String {
        "(\n" + elements.map { indent + "\t" + $0 + ",\n" }.joined() + indent + ")"
    }
}
