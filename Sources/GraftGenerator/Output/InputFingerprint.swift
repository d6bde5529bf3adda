import GraftSupport

/// The fingerprint of everything a run's output depends on: Graft's version, the settings, the
/// templates, and every source's name (its path, for a run) and bytes. A run's `RunRecord` keeps
/// it; when the next run over the same paths computes the same fingerprint, nothing can have
/// changed, and it stops before parsing.
public enum InputFingerprint {
  public static func of(settings: String, sources: [(name: String, bytes: [UInt8])]) -> String {
    var hash = FNV1a()
    hash.add(Array(settings.utf8))
    // Sorted by name, then by content, whatever order the files came in.
    let ordered = sources.map { (name: $0.name, digest: ContentDigest.of($0.bytes)) }
      .sorted { ($0.name, $0.digest) < ($1.name, $1.digest) }
    for source in ordered {
      hash.add(Array(source.name.utf8))
      hash.add([0])
      hash.add(source.digest)
    }
    return hash.hex
  }
}

/// A 64-bit digest of a file's bytes that reads them eight at a time: a run that finds nothing
/// changed spends most of its time here. Stable across machines (little-endian words) and
/// releases; it tells changed bytes apart, it does not stand up to an adversary.
enum ContentDigest {
  static func of(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBytes { raw in
      var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(raw.count)
      var offset = 0
      while offset + 8 <= raw.count {
        hash = mix(hash, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
        offset += 8
      }
      var tail: UInt64 = 0
      for (shift, index) in (offset..<raw.count).enumerated() { tail |= UInt64(raw[index]) << (8 * UInt64(shift)) }
      return mix(mix(hash, tail), 0)
    }
  }

  private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
    var value = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
    value ^= value >> 32
    return value
  }
}
