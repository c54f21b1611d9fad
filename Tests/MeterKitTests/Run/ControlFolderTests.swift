import Foundation
import Glibc
import Testing
@testable import MeterKit

/// Where a control socket may live: a folder only its user can use, made when missing and refused, never
/// changed, when it is not one; a socket file that nothing listens on replaced, anything else left alone.
@Suite struct ControlFolderTests {
    /// A folder of the test's own, removed after `body`.
    func inTemporaryFolder(_ body: (String) throws -> Void) rethrows {
        let path = NSTemporaryDirectory() + "meter-control-folder-\(UUID().uuidString)"
        mkdir(path, 0o755)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try body(path)
    }

    func mode(_ path: String) -> mode_t {
        var info = stat()
        lstat(path, &info)
        return info.st_mode & 0o7777
    }

    @Test func aMissingFolderIsMadeForItsOwnerAloneWhateverTheUmask() {
        inTemporaryFolder { home in
            let folder = home + "/.meter"
            let previous = umask(0o277)
            defer { umask(previous) }
            #expect(ControlFolder.prepare(FilePath(folder), of: geteuid()) == nil)
            #expect(mode(folder) == 0o700)
        }
    }

    @Test func aFolderOthersMayUseASymbolicLinkOrAFileIsRefusedAndLeftAsItIs() {
        inTemporaryFolder { home in
            let open = home + "/open"
            mkdir(open, 0o700)
            chmod(open, 0o750)
            #expect(ControlFolder.prepare(FilePath(open), of: geteuid()) == .notPrivate)
            #expect(mode(open) == 0o750)
            let target = home + "/private"
            mkdir(target, 0o700)
            symlink(target, home + "/link")
            #expect(ControlFolder.prepare(FilePath(home + "/link"), of: geteuid()) == .notPrivate)
            FileManager.default.createFile(atPath: home + "/file", contents: nil)
            #expect(ControlFolder.prepare(FilePath(home + "/file"), of: geteuid()) == .notPrivate)
            // Another user's folder, even with the right mode.
            #expect(ControlFolder.check(FilePath(target), of: geteuid() &+ 1) == .notPrivate)
            #expect(ControlFolder.check(FilePath(target), of: geteuid()) == nil)
        }
    }

    @Test func theRuntimeFolderIsUsedOnlyWhenItIsTheUsersWithMode0700() {
        inTemporaryFolder { base in
            let user = geteuid()
            let folder = "\(base)/\(user)"
            #expect(ControlFolder.runtime(of: user, in: FilePath(base)) == nil)
            mkdir(folder, 0o700)
            #expect(ControlFolder.runtime(of: user, in: FilePath(base)) == FilePath(folder))
            // A folder named after another user, but not theirs.
            mkdir("\(base)/\(user &+ 1)", 0o700)
            #expect(ControlFolder.runtime(of: user &+ 1, in: FilePath(base)) == nil)
            chmod(folder, 0o711)
            #expect(ControlFolder.runtime(of: user, in: FilePath(base)) == nil)
            #expect(mode(folder) == 0o711)
            rmdir(folder)
            mkdir(base + "/elsewhere", 0o700)
            symlink(base + "/elsewhere", folder)
            #expect(ControlFolder.runtime(of: user, in: FilePath(base)) == nil)
        }
    }

    @Test func theHomeIsHOMEWhenAbsoluteElseTheUsersLineInEtcPasswd() {
        #expect(ControlFolder.inHome("/home/u", of: 1000) == "/home/u/.meter")
        #expect(ControlFolder.inHome("/home/u//", of: 1000) == "/home/u/.meter")
        #expect(ControlFolder.inHome("/", of: 1000) == "/.meter")
        // Root's line is in every /etc/passwd; a relative or empty HOME is not a home.
        let root = ControlFolder.inHome(nil, of: 0)?.description ?? "nil"
        #expect(root.hasSuffix("/.meter") && root.hasPrefix("/"), "\(root)")
        #expect(ControlFolder.inHome("relative", of: 0)?.description == root)
        #expect(ControlFolder.inHome("", of: 0)?.description == root)
        #expect(ControlFolder.inHome(nil, of: 4_000_000_000) == nil)
    }

    @Test func aStaleSocketIsReplacedALiveOneOrAFileIsTaken() throws {
        try inTemporaryFolder { folder in
            let path = folder + "/meter-7.socket"
            // What a meter killed with SIGKILL leaves: a socket file nothing listens on.
            let stale = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: path.utf8) }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(stale, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            #expect(bound == 0)
            close(stale)
            let listener = try ControlSocket.listen(.file(FilePath(path)))
            #expect(throws: Errno.addressInUse) { try ControlSocket.listen(.file(FilePath(path))) }
            listener.close()
            #expect(!FileManager.default.fileExists(atPath: path))
            FileManager.default.createFile(atPath: path, contents: Data("mine".utf8))
            #expect(throws: Errno.addressInUse) { try ControlSocket.listen(.file(FilePath(path))) }
            #expect(FileManager.default.contents(atPath: path) == Data("mine".utf8))
        }
    }

    @Test func aListenerRemovesItsFileOnlyWhileItIsStillItsOwn() throws {
        try inTemporaryFolder { folder in
            let path = folder + "/meter-8.socket"
            let listener = try ControlSocket.listen(.file(FilePath(path)))
            try FileManager.default.removeItem(atPath: path)
            FileManager.default.createFile(atPath: path, contents: Data("other".utf8))
            listener.close()
            #expect(FileManager.default.contents(atPath: path) == Data("other".utf8))
        }
    }

    @Test func aClientLooksInEachPrivateFolderThenAtTheAbstractName() {
        inTemporaryFolder { home in
            let addresses = ControlChannel.addresses(of: 42, home: home)
            #expect(addresses.last == .abstract("meter/\(geteuid())/42"))
            // No folder is made by a client: only an existing private one is looked in.
            #expect(!addresses.contains(.file(FilePath(home + "/.meter/meter-42.socket"))))
            mkdir(home + "/.meter", 0o700)
            #expect(ControlChannel.addresses(of: 42, home: home).contains(.file(FilePath(home + "/.meter/meter-42.socket"))))
        }
    }
}
