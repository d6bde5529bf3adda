#if canImport(Glibc)
  import Dispatch
  import Glibc

  /// Sets up glibc's allocator for a short run across the cores, before any work starts.
  ///
  /// glibc gives every thread but the main one a heap of its own and grows it by what each
  /// allocation lacks: one `mprotect` call per page or two, a thousand system calls in an audit
  /// of a few hundred files. Growing a worker's heap once, on a worker while the main thread
  /// lists the folders, and then never giving memory back before the process ends, takes those
  /// calls away. Nothing else changes: no page is touched, and memory the run does not use is
  /// never committed.
  enum AllocatorTuning {
    /// What a worker's heap is grown by at once: more than an audit of a large app allocates on one thread.
    static let workerHeapSize: Int32 = 24 << 20

    static func apply() {
      // Blocks up to 32 MiB (glibc's limit for this setting) come from the heaps, so that
      // the reservation below, and the run's large arrays, reuse them instead of mapping fresh
      // pages each time; and freed memory is kept, not handed back, until the process ends.
      _ = mallopt(mmapThreshold, 32 << 20)
      _ = mallopt(trimThreshold, Int32.max)
      DispatchQueue.global().async {
        // Allocated and freed: the worker's heap stays grown, its pages still untouched.
        if let block = malloc(Int(workerHeapSize)) {
          touch(block)
          free(block)
        }
      }
    }

    /// A use of the block that the optimizer cannot see through: without it, the allocation
    /// and its `free` would be removed together.
    @inline(never) @_optimize(none)
    private static func touch(_ block: UnsafeMutableRawPointer) {
      block.storeBytes(of: 0, as: UInt8.self)
    }

    // `<malloc.h>`, which Swift's Glibc module does not import.
    private static let trimThreshold: Int32 = -1
    private static let mmapThreshold: Int32 = -3
    @_silgen_name("mallopt") private static func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
  }
#else
  /// Other platforms' allocators need no setting up.
  enum AllocatorTuning {
    static func apply() {}
  }
#endif
