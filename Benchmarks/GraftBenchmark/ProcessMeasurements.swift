import Foundation

/// Wall-clock, CPU and memory readings for the benchmark.
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

  /// One run of a command: its wall time, the CPU time it and its children used (user and
  /// system, over every core), its peak memory, and its exit status.
  struct Run {
    var wall: Double
    var cpu: Double
    var peakBytes: Int
    var status: Int32
  }

  /// Runs a command with its output discarded, and measures it alone: `wait4` reports the
  /// resources of that one child.
  static func run(_ executable: String, _ arguments: [String]) -> Run? {
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    let exited = status & 0x7F == 0
    return Run(wall: wall, cpu: cpu, peakBytes: Int(usage.ru_maxrss) * 1024, status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
  }

  /// Runs a command in `directory` and returns its wall time, or nil when it could not run.
  static func timeCommand(_ executable: String, _ arguments: [String], in directory: URL) -> (seconds: Double, status: Int32)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
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

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }
}
