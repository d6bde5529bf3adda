/// Graft's version: what `graft --version` prints, and part of every inputs fingerprint, so that
/// a new release regenerates what an older one wrote.
public enum GraftVersion {
  public static let current = "0.3.0"
}
