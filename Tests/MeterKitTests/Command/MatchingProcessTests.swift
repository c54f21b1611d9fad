import Foundation
import Glibc
import TestSupport
import Testing
@testable import MeterKit

/// The process `--progress-from` matches its expressions in: the C library's answers, a match stopped at its
/// budget, and a process that holds nothing of meter's and goes with its matcher.
@Suite struct MatchingProcessTests {
    /// 4 KiB of `a` and `b`: `.*a.{100}c` takes the C library about a minute on it, and half a gigabyte.
    static let hostileLine: [UInt8] = {
        var generator = SeededGenerator(seed: 7)
        return (0..<4096).map { _ in Bool.random(using: &generator) ? UInt8(ascii: "a") : UInt8(ascii: "b") }
    }()

    @Test(arguments: [
        ("([0-9]+)/([0-9]+)( done)?", "[ 37/120]"), ("([0-9]+)/([0-9]+)( done)?", "1/2 done"), ("([0-9]+)/([0-9]+)", "none"),
        ("^(.*[^0-9.,])?([0-9]+)%", "a 5% b 17%"), ("(a|(b))+", "xxabab"), ("^$|(x)", ""),
    ] as [(String, String)])
    func answersAsTheCLibraryAnswersInMetersOwnProcess(pattern: String, line: String) throws {
        let matcher = try MatchingProcess(expressions: ["(unused)", pattern], longestText: 4096)
        let expected = try ExtendedRegex(pattern, captures: true).firstMatch(in: Array(line.utf8))
        let (answer, _) = matcher.firstMatch(1, in: Array(line.utf8))
        #expect(answer == (expected.map { .matched($0) } ?? .notMatched))
        #expect(matcher.captureCount(of: 1) == (try ExtendedRegex(pattern, captures: true)).captureCount)
    }

    @Test func onlyTheStartOfTheTextUpToANulIsMatched() throws {
        let matcher = try MatchingProcess(expressions: ["(x)"], longestText: 8)
        #expect(matcher.firstMatch(0, in: Array("aaaaaaax".utf8)).answer == .matched([7..<8, 7..<8]))
        #expect(matcher.firstMatch(0, in: Array("aaaaaaaax".utf8)).answer == .notMatched)
        #expect(matcher.firstMatch(0, in: Array("ab\0x".utf8)).answer == .notMatched)
    }

    @Test func aMatchPastItsBudgetIsStoppedAndTheNextStartsAnotherProcess() throws {
        let matcher = try MatchingProcess(expressions: ["(.*a.{100}c)", "(c)"], longestText: 4096)
        #expect(matcher.firstMatch(1, in: Array("abc".utf8)).answer == .matched([2..<3, 2..<3]))
        let first = try #require(matcher.processID)
        let started = Date()
        let (answer, took) = matcher.firstMatch(0, in: Self.hostileLine)
        // Stopped at its CPU budget; on a machine too busy to give it that much within the patience, starved.
        #expect(answer == .tooSlow && took >= MatchingProcess.budget
            || answer == .starved && Date().timeIntervalSince(started) >= 2, "\(answer) after \(took)")
        #expect(Date().timeIntervalSince(started) < 20, "a match meant to be stopped at 50 ms of CPU ran on")
        #expect(matcher.processID == nil)
        #expect(kill(first, 0) == -1 && errno == ESRCH, "the stopped process is still there")
        #expect(matcher.firstMatch(1, in: Array("abc".utf8)).answer == .matched([2..<3, 2..<3]))
        #expect(matcher.processID != nil && matcher.processID != first)
    }

    @Test func requestsAskedTogetherAreAnsweredInOrderUpToOneStopped() throws {
        let matcher = try MatchingProcess(expressions: ["(.*a.{100}c)", "(c)"], longestText: 4096)
        let requests: [(expression: Int, text: ArraySlice<UInt8>)] = [
            (1, Array("abc".utf8)[...]), (1, Array("xyz".utf8)[...]), (0, Self.hostileLine[...]), (1, Array("c".utf8)[...]),
        ]
        let answers = matcher.firstMatches(requests).map(\.answer)
        #expect(answers.prefix(2) == [.matched([2..<3, 2..<3]), .notMatched] && answers.count == 3)
        #expect(answers.last?.stoppedTheProcess == true, "\(answers)")
        #expect(matcher.firstMatches(Array(requests[3...])).map(\.answer) == [.matched([0..<1, 0..<1])])
    }

    @Test func theProcessHoldsOneDescriptorBlocksEverySignalAndEndsWithItsMatcher() throws {
        var matcher: MatchingProcess? = try MatchingProcess(expressions: ["(a)"], longestText: 16)
        #expect(matcher?.firstMatch(0, in: Array("a".utf8)).answer == .matched([0..<1, 0..<1]))
        let id = try #require(matcher?.processID)
        let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(id)/fd")
        #expect(descriptors == ["0"])
        let status = try String(contentsOfFile: "/proc/\(id)/status", encoding: .utf8)
        let blocked = status.split(separator: "\n").first { $0.hasPrefix("SigBlk:") }?.split(separator: "\t").last
        // Every standard signal (1 to 31) but SIGKILL and SIGSTOP, which cannot be blocked.
        #expect(blocked.flatMap { UInt64($0, radix: 16) }.map { $0 & 0x7FFF_FFFF | 0x4_0100 } == 0x7FFF_FFFF)
        matcher = nil
        #expect(kill(id, 0) == -1 && errno == ESRCH, "the matching process outlived its matcher")
    }
}
