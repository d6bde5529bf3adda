import Foundation
import GraftGenerator
import SwiftDeclarationParser

/// The figures for one corpus: the parser in process, then `swiftc -frontend -parse`,
/// `graft generate` with nothing changed, `graft generate` after one file changed and
/// `graft audit` on the same files, each run in turn (interleaved, so that a busy moment of the
/// machine falls on all alike), as medians.
struct CorpusBenchmark {
  var graft: String
  var repetitions: Int

  func run(label: String, paths: [String], in directory: URL) throws {
    let contents = paths.map { FileBytes.read($0) ?? [] }
    let bytes = contents.reduce(0) { $0 + $1.count }
    let lines = contents.reduce(0) { total, file in total + file.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
    let megabytes = Double(bytes) / 1_000_000

    // The parser alone, one core, files already in memory; the trees are kept, as Graft keeps
    // them, and released outside the timing.
    var parsed: [SourceFile] = []
    parsed.reserveCapacity(paths.count)
    let singleCore = ProcessMeasurements.fastest(of: repetitions) {
      parsed.removeAll(keepingCapacity: true)
      for (path, file) in zip(paths, contents) { parsed.append(SourceFile(path: path, bytes: file)) }
    }
    let declarations = parsed.reduce(0) { $0 + countDeclarations($1.declarations) }
    let damaged = parsed.filter { $0.diagnostics.contains { $0.severity == .error } }
    parsed = []
    let parallel = ProcessMeasurements.fastest(of: repetitions) { _ = parseInParallel(paths) }

    let listPath = directory.appendingPathComponent("files.txt").path
    try paths.joined(separator: "\n").write(toFile: listPath, atomically: true, encoding: .utf8)
    let sources = directory.appendingPathComponent("Sources").path
    let output = directory.appendingPathComponent("generated").path
    let report = directory.appendingPathComponent("audit.md").path
    let swiftc = ProcessMeasurements.which("swiftc")
    // Graft's run records go with the corpus, not into the user's caches.
    setenv("GRAFT_CACHE_DIR", directory.appendingPathComponent("cache").path, 1)
    // The first generate writes into an empty folder; every later one finds nothing to change.
    guard let cold = ProcessMeasurements.run(graft, ["generate", sources, "--output", output, "--quiet"]), cold.status <= 1 else {
      throw Failure("graft generate did not run on \(sources)")
    }
    // A run refused as a whole writes nothing, and every later row would time that refusal.
    guard (try? FileManager.default.contentsOfDirectory(atPath: output).isEmpty) == false else {
      throw Failure("graft generate wrote nothing on \(sources); to see why: \(graft) generate \(sources) --output \(output)")
    }
    var swiftcRuns: [ProcessMeasurements.Run] = []
    var generateRuns: [ProcessMeasurements.Run] = []
    var auditRuns: [ProcessMeasurements.Run] = []
    var editedRuns: [ProcessMeasurements.Run] = []
    for repetition in 0..<repetitions {
      if let swiftc, let run = ProcessMeasurements.run(swiftc, ["-frontend", "-parse", "-filelist", listPath]) { swiftcRuns.append(run) }
      if let run = ProcessMeasurements.run(graft, ["generate", sources, "--output", output, "--quiet"]) { generateRuns.append(run) }
      // A line more at the end of one file: a new fingerprint, so the whole pipeline runs.
      try appendLine(to: paths[repetition * 7919 % paths.count])
      if let run = ProcessMeasurements.run(graft, ["generate", sources, "--output", output, "--quiet"]) { editedRuns.append(run) }
      if let run = ProcessMeasurements.run(graft, ["audit", sources, "--output", report]) { auditRuns.append(run) }
    }

    print("\(label)")
    print("  \(format(megabytes, 2)) MB, \(lines) lines, \(declarations) declarations; parser errors in \(damaged.count) files")
    for file in damaged.prefix(5) {
      if let first = file.diagnostics.first(where: { $0.severity == .error }) { print("    \(first)") }
    }
    print("  parser, 1 core:        \(format(singleCore * 1000)) ms  \(format(megabytes / singleCore)) MB/s  \(format(Double(lines) / singleCore / 1e6, 2)) M lines/s")
    print("  read + parse, \(ProcessInfo.processInfo.activeProcessorCount) cores: \(format(parallel * 1000)) ms  \(format(megabytes / parallel)) MB/s")
    let reference = swiftcRuns.isEmpty ? nil : (wall: median(swiftcRuns, \.wall), cpu: median(swiftcRuns, \.cpu))
    func row(_ name: String, _ runs: [ProcessMeasurements.Run], wallTarget: Int? = nil, cpuTarget: Int? = nil) {
      guard !runs.isEmpty else { return }
      let wall = median(runs, \.wall)
      let cpu = median(runs, \.cpu)
      var line = "  \(name.padding(toLength: 34, withPad: " ", startingAt: 0)) wall \(format(wall * 1000, 0)) ms, CPU \(format(cpu * 1000, 0)) ms, peak \(format(Double(runs.map(\.peakBytes).max() ?? 0) / 1e6, 0)) MB"
      if let reference {
        line += " = \(format(wall / reference.wall * 100))% of swiftc's wall" + (wallTarget.map { " (target ≤ \($0)%)" } ?? "")
        line += ", \(format(cpu / reference.cpu * 100))% of its CPU" + (cpuTarget.map { " (target ≤ \($0)%)" } ?? "")
      }
      print(line)
    }
    row("swiftc -frontend -parse", swiftcRuns)
    row("graft generate, empty folder", [cold])
    row("graft generate, nothing changed", generateRuns, wallTarget: 20, cpuTarget: 33)
    row("graft generate, one file edited", editedRuns)
    row("graft audit (Markdown)", auditRuns, wallTarget: 33)
    try parserMemory(listPath: listPath, bytes: bytes)
    print("")
  }

  private func appendLine(to path: String) throws {
    guard let handle = FileHandle(forWritingAtPath: path) else { throw Failure("cannot write \(path)") }
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("\n".utf8))
  }

  private func median(_ runs: [ProcessMeasurements.Run], _ value: KeyPath<ProcessMeasurements.Run, Double>) -> Double {
    ProcessMeasurements.median(runs.map { $0[keyPath: value] })
  }

  /// Peak memory of a parse-only child process, against the input's size.
  private func parserMemory(listPath: String, bytes: Int) throws {
    let pipe = Pipe()
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = ["--parse-only", listPath]
    child.standardOutput = pipe
    guard (try? child.run()) != nil else { return }
    child.waitUntilExit()
    let fields = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    guard fields.count == 3 else { return }
    let growth = Double(fields[1] - fields[0])
    print("  parser memory:                     peak \(format(Double(fields[1]) / 1e6)) MB, \(format(growth / 1e6)) MB above the process's start = \(format(growth / Double(bytes), 2))x the input")
  }
}
