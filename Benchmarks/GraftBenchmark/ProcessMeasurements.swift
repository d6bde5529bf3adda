import Foundation

/// Wall-clock and memory readings for the benchmark.
enum ProcessMeasurements {
  /// Runs `body` `repetitions` times and returns the fastest wall time in seconds: the run
  /// least disturbed by the rest of the machine.
  static func fastest(of repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<repetitions {
      let start = DispatchTime.now().uptimeNanoseconds
      try body()
      best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
  }

  /// This process's peak resident memory so far, in bytes.
  static func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Int(usage.ru_maxrss) * 1024
  }

  /// This process's resident memory now, in bytes (Linux: /proc/self/statm).
  static func currentResidentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// Runs a command (in `directory`, or here) and returns its wall time, or nil when it could not run.
  static func timeCommand(
    _ executable: String, _ arguments: [String], in directory: URL? = nil
  ) -> (seconds: Double, status: Int32)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = DispatchTime.now().uptimeNanoseconds
    do { try process.run() } catch { return nil }
    process.waitUntilExit()
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, process.terminationStatus)
  }

  /// The first executable named `name` on PATH.
  static func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
