# Sourced by run.sh and differential.sh: the library's modules (Package.swift) compiled as one
# module. A copy of their sources is made in WORK/library-sources with the imports between them
# dropped (`package` access then needs `-package-name`), and, when no EmbedRegistry plugin ran, an
# empty EmbeddedRegistryData/EmbeddedTemplateData stands in for the generated file (no fuzz target
# reads the embedded registry). Sets `sources` (the folder) and `generated` (that file, or empty).
# Run from the repository root; PIECES_FUZZ_SOURCES names another Sources folder.
library_sources() {
    local work=$1 module
    # The modules the fuzz targets reach (not PiecesCLI, which needs the MCP and site modules' resources).
    local library="PiecesSupport PiecesDiagnostics SwiftLexing ProjectFormats MotionEngine PieceCatalog PieceInstall PiecesLint"
    sources=$work/library-sources
    rm -rf "$sources" && mkdir -p "$sources"
    for module in $library; do
        [ -d "${PIECES_FUZZ_SOURCES:-Sources}/$module" ] || continue
        cp -R "${PIECES_FUZZ_SOURCES:-Sources}/$module" "$sources/$module"
    done
    # Plain sh (dash runs this): the module names as one alternation for sed.
    local alternation
    alternation=$(printf '%s' "$library" | tr ' ' '|')
    find "$sources" -name '*.swift' -exec sed -i -E "/^(@testable )?import (${alternation})\$/d" {} +
    generated=""
    if grep -rqs 'EmbeddedRegistryData' "$sources" && ! grep -rqs 'enum EmbeddedRegistryData' "$sources"; then
        generated=$work/EmbeddedRegistryData.swift
        printf '%s\n' 'enum EmbeddedRegistryData {' \
            '    static let files: [(path: String, base64: String)] = []' '}' \
            'enum EmbeddedTemplateData {' '    static let files: [(path: String, base64: String)] = []' '}' >"$generated"
    fi
}
