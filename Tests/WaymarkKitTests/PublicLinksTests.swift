import Foundation
import Testing

@testable import WaymarkKit

/// Links in the site's `Public/` are not followed (they could publish any file on the machine), and each is named.
@Suite struct PublicLinksTests {
    func build(_ site: URL, into output: URL) -> [String] {
        Pipeline(options: BuildOptions(site: site.path, output: output, jobs: 2)).run().diagnostics.map(\.description)
    }

    @Test func aLinkInPublicIsNamedAndNotCopied() throws {
        let folder = try TemporaryFolder()
        let site = try copyFixture("minimal", into: folder.url)
        let secret = folder.url.appendingPathComponent("secret.txt")
        try Data("private".utf8).write(to: secret)
        let publicFolder = site.appendingPathComponent("Public")
        try FileManager.default.createDirectory(at: publicFolder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: publicFolder.appendingPathComponent("notes.txt"), withDestinationURL: secret)
        let output = folder.url.appendingPathComponent("out")
        #expect(
            build(site, into: output) == [
                "\(site.path)/Public/notes.txt:1:1: warning: a symbolic link in Public/ is not copied: Waymark does not "
                    + "follow links there, as one could publish files from outside the site\n"
                    + "  hint: put the files themselves in Public/"
            ])
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("notes.txt").path))
    }

    @Test func aLinkedPublicFolderIsNamed() throws {
        let folder = try TemporaryFolder()
        let site = try copyFixture("minimal", into: folder.url)
        let elsewhere = folder.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("hello".utf8).write(to: elsewhere.appendingPathComponent("hello.txt"))
        let publicFolder = site.appendingPathComponent("Public")
        try? FileManager.default.removeItem(at: publicFolder)
        try FileManager.default.createSymbolicLink(at: publicFolder, withDestinationURL: elsewhere)
        let output = folder.url.appendingPathComponent("out")
        #expect(
            build(site, into: output) == [
                "\(site.path)/Public:1:1: warning: Public/ is a symbolic link; none of its files are copied: Waymark does "
                    + "not follow links there, as one could publish files from outside the site\n"
                    + "  hint: put the files themselves in Public/"
            ])
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("hello.txt").path))
    }
}
