# A Homebrew formula for `pieces`, to copy into a tap (`brew tap-new <owner>/tap`, then
# `Formula/pieces.rb` there). Replace <owner>, the tag and its sha256 (`shasum -a 256` of the tag's
# tarball) on each release; `brew install --build-from-source <owner>/tap/pieces` then builds it.
class Pieces < Formula
  desc "Motion-rich SwiftUI components, installed one file at a time"
  homepage "https://github.com/<owner>/pieces"
  url "https://github.com/<owner>/pieces/archive/refs/tags/v1.0.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "MIT"
  head "https://github.com/<owner>/pieces.git", branch: "main"

  # Swift 6 needs Xcode 16, which needs macOS 14: the oldest macOS Package.swift declares.
  depends_on xcode: ["16.0", :build]
  depends_on macos: :sonoma

  def install
    # Homebrew builds in its own sandbox; SwiftPM's would nest inside it, which macOS refuses.
    system "swift", "build", "-c", "release", "--disable-sandbox", "--product", "pieces"
    bin.install ".build/release/pieces"
    generate_completions_from_executable(bin/"pieces", "completions")
  end

  test do
    assert_match "pieces", shell_output("#{bin}/pieces --version")
    system bin/"pieces", "add", "ElasticButton", "--path", testpath/"App", "--allow-outside"
    assert_path_exists testpath/"App/ElasticButton.swift"
  end
end
