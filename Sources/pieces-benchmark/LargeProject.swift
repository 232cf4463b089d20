import Foundation

/// A classic, group-based iOS app project of the size of the big public apps (a `project.pbxproj`
/// of about 1 MB, several thousand objects): `groups` feature groups of `filesPerGroup` Swift files
/// each under the app's folder, every file compiled by the app target and every fourth by a unit-test
/// target too, with the files on disk (small, but real Swift). The same bytes on every run.
struct LargeProject {
    var root: URL
    var fileCount: Int
    var pbxprojBytes: Int
    var objectCount: Int

    static let appName = "BigApp"

    /// Writes the project into `root` (created; replaced when it exists).
    static func generate(groups: Int, filesPerGroup: Int, into root: URL) throws(BenchmarkError) -> LargeProject {
        try? FileManager.default.removeItem(at: root)
        var ids = IDSequence()
        var text = PbxprojBuilder()
        let appTarget = ids.next()
        let testTarget = ids.next()
        let appSources = ids.next()
        let testSources = ids.next()
        let resources = ids.next()
        let mainGroup = ids.next()
        let appGroup = ids.next()
        let products = ids.next()
        var groupEntries: [(id: String, name: String, children: [(String, String)])] = []
        var appChildren: [(String, String)] = []
        var appPhase: [(String, String)] = []
        var testPhase: [(String, String)] = []
        var files: [(path: String, bytes: [UInt8])] = []
        for group in 0..<groups {
            let groupID = ids.next()
            let groupName = String(format: "Feature%03d", group)
            var children: [(String, String)] = []
            for file in 0..<filesPerGroup {
                let name = String(format: "%@View%03d.swift", groupName, file)
                let fileID = ids.next()
                let buildID = ids.next()
                text.fileReferences.append(
                    """
                    \t\t\(fileID) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path \
                    = \(name); sourceTree = \"<group>\"; };\n
                    """
                )
                text.buildFiles.append(
                    """
                    \t\t\(buildID) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(fileID) /* \(name) */; \
                    };\n
                    """
                )
                children.append((fileID, name))
                appPhase.append((buildID, name + " in Sources"))
                if file % 4 == 0 {
                    let testBuild = ids.next()
                    text.buildFiles.append(
                        """
                        \t\t\(testBuild) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(fileID) /* \
                        \(name) */; };\n
                        """
                    )
                    testPhase.append((testBuild, name + " in Sources"))
                }
                files.append(("\(appName)/\(groupName)/\(name)", source(type: String(name.dropLast(6)))))
            }
            groupEntries.append((groupID, groupName, children))
            appChildren.append((groupID, groupName))
        }
        text.groups = groupEntries.map { PbxprojBuilder.group($0.id, $0.name, path: $0.name, children: $0.children) }
            .joined()
        text.groups += PbxprojBuilder.group(
            mainGroup, nil, path: nil, children: [(appGroup, appName), (products, "Products")])
        text.groups += PbxprojBuilder.group(appGroup, appName, path: appName, children: appChildren)
        text.groups += PbxprojBuilder.group(products, "Products", path: nil, children: [])
        let bytes = text.render(
            ids: &ids, app: (appTarget, appSources, appPhase, resources), test: (testTarget, testSources, testPhase),
            mainGroup: mainGroup)
        do {
            let projectFolder = root.appendingPathComponent(appName + ".xcodeproj")
            try FileManager.default.createDirectory(at: projectFolder, withIntermediateDirectories: true)
            try Data(bytes).write(to: projectFolder.appendingPathComponent("project.pbxproj"))
            for file in files {
                let url = root.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: url)
            }
        } catch {
            throw .io(path: root.path, reason: "\(error)")
        }
        let objects = bytes.split(separator: UInt8(ascii: "\n")).count {
            $0.contains(UInt8(ascii: "=")) && $0.starts(with: [9, 9]) && !$0.starts(with: [9, 9, 9])
        }
        return LargeProject(root: root, fileCount: files.count, pbxprojBytes: bytes.count, objectCount: objects)
    }

    /// A small SwiftUI view, so that scanning the target's sources reads real code.
    private static func source(type: String) -> [UInt8] {
        Array(
            """
            import SwiftUI

            /// One screen of the generated app.
            struct \(type): View {
                @State private var isExpanded = false
                let title: String

                var body: some View {
                    VStack(alignment: .leading, spacing: 12) {
                        Text(title).font(.headline)
                        if isExpanded { Text("Details of \\(title)") }
                        Button(isExpanded ? "Less" : "More") { isExpanded.toggle() }
                    }
                    .padding()
                }
            }

            """.utf8)
    }
}

/// Sequential 24-digit hexadecimal object IDs.
struct IDSequence {
    private var counter = 0
    mutating func next() -> String {
        counter += 1
        return String(format: "A1B2C3D4%016X", counter)
    }
}

/// The sections of the generated `project.pbxproj`, in Xcode's order.
struct PbxprojBuilder {
    var buildFiles = ""
    var fileReferences = ""
    var groups = ""

    static func group(_ id: String, _ name: String?, path: String?, children: [(String, String)]) -> String {
        var text =
            "\t\t\(id)" + (name.map { " /* \($0) */" } ?? "") + " = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
        for (child, comment) in children { text += "\t\t\t\t\(child) /* \(comment) */,\n" }
        text += "\t\t\t);\n"
        if let path { text += "\t\t\tpath = \(path);\n" } else if let name { text += "\t\t\tname = \(name);\n" }
        return text + "\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
    }

    static func phase(_ id: String, isa: String, name: String, files: [(String, String)]) -> String {
        var text =
            "\t\t\(id) /* \(name) */ = {\n\t\t\tisa = \(isa);\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n"
        for (file, comment) in files { text += "\t\t\t\t\(file) /* \(comment) */,\n" }
        return text + "\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n"
    }

    static func configuration(_ id: String, _ name: String, _ settings: [String]) -> String {
        "\t\t\(id) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
            + settings.map { "\t\t\t\t\($0);\n" }.joined() + "\t\t\t};\n\t\t\tname = \(name);\n\t\t};\n"
    }

    static func target(_ id: String, _ name: String, list: String, phases: [(String, String)], productType: String)
        -> String
    {
        """
        \t\t\(id) /* \(name) */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \
        \(list);\n\t\t\tbuildPhases = (\n
        """
            + phases.map { "\t\t\t\t\($0.0) /* \($0.1) */,\n" }.joined()
                + """
                \t\t\t);\n\t\t\tbuildRules = (\n\t\t\t);\n\t\t\tdependencies = (\n\t\t\t);\n\t\t\tname = \
                \(name);\n\t\t\tproductName = \(name);\n
                """
            + "\t\t\tproductType = \"\(productType)\";\n\t\t};\n"
    }

    func render(
        ids: inout IDSequence, app: (String, String, [(String, String)], String),
        test: (String, String, [(String, String)]),
        mainGroup: String
    ) -> [UInt8] {
        let project = ids.next()
        let projectList = ids.next()
        let appList = ids.next()
        let testList = ids.next()
        let configs = (0..<6).map { _ in ids.next() }
        var text =
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n\n"
        text += "/* Begin PBXBuildFile section */\n" + buildFiles + "/* End PBXBuildFile section */\n\n"
        text += "/* Begin PBXFileReference section */\n" + fileReferences + "/* End PBXFileReference section */\n\n"
        text += "/* Begin PBXGroup section */\n" + groups + "/* End PBXGroup section */\n\n"
        text += "/* Begin PBXNativeTarget section */\n"
        text += Self.target(
            app.0, LargeProject.appName, list: appList, phases: [(app.1, "Sources"), (app.3, "Resources")],
            productType: "com.apple.product-type.application")
        text += Self.target(
            test.0, LargeProject.appName + "Tests", list: testList, phases: [(test.1, "Sources")],
            productType: "com.apple.product-type.bundle.unit-test")
        text += "/* End PBXNativeTarget section */\n\n"
        text +=
            "/* Begin PBXProject section */\n\t\t\(project) /* Project object */ = {\n\t\t\tisa = PBXProject;\n"
                + """
                \t\t\tbuildConfigurationList = \(projectList);\n\t\t\tmainGroup = \(mainGroup);\n\t\t\tprojectDirPath \
                = \"\";\n
                """
                + """
                \t\t\ttargets = (\n\t\t\t\t\(app.0) /* \(LargeProject.appName) */,\n\t\t\t\t\(test.0) /* \
                \(LargeProject.appName)Tests */,\n\t\t\t);\n\t\t};\n
                """
            + "/* End PBXProject section */\n\n"
        text +=
            "/* Begin PBXResourcesBuildPhase section */\n"
            + Self.phase(app.3, isa: "PBXResourcesBuildPhase", name: "Resources", files: [])
            + "/* End PBXResourcesBuildPhase section */\n\n"
        text +=
            "/* Begin PBXSourcesBuildPhase section */\n"
            + Self.phase(app.1, isa: "PBXSourcesBuildPhase", name: "Sources", files: app.2)
            + Self.phase(test.1, isa: "PBXSourcesBuildPhase", name: "Sources", files: test.2)
            + "/* End PBXSourcesBuildPhase section */\n\n"
        let projectSettings = ["IPHONEOS_DEPLOYMENT_TARGET = 17.0", "SDKROOT = iphoneos"]
        text +=
            "/* Begin XCBuildConfiguration section */\n"
            + Self.configuration(configs[0], "Debug", projectSettings)
            + Self.configuration(configs[1], "Release", projectSettings)
            + Self.configuration(configs[2], "Debug", ["PRODUCT_NAME = \"$(TARGET_NAME)\""])
            + Self.configuration(configs[3], "Release", ["PRODUCT_NAME = \"$(TARGET_NAME)\""])
            + Self.configuration(configs[4], "Debug", ["TEST_HOST = \"$(BUILT_PRODUCTS_DIR)/BigApp.app/BigApp\""])
            + Self.configuration(configs[5], "Release", ["TEST_HOST = \"$(BUILT_PRODUCTS_DIR)/BigApp.app/BigApp\""])
            + "/* End XCBuildConfiguration section */\n\n"
        text += "/* Begin XCConfigurationList section */\n"
        for (list, pair) in [
            (projectList, (configs[0], configs[1])), (appList, (configs[2], configs[3])),
            (testList, (configs[4], configs[5]))
        ] {
            text +=
                """
                \t\t\(list) = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\t\(pair.0) \
                /* Debug */,\n\t\t\t\t\(pair.1) /* Release */,\n\t\t\t);\n\t\t\tdefaultConfigurationName = \
                Release;\n\t\t};\n
                """
        }
        text += "/* End XCConfigurationList section */\n\t};\n\trootObject = \(project) /* Project object */;\n}\n"
        return Array(text.utf8)
    }
}
