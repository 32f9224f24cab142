#if !canImport(Darwin)
  import Foundation

  // Apple's Foundation names the user's standard directories as `URL` properties
  // (`URL.documentsDirectory`, …); Foundation on Linux has only `homeDirectory` and
  // `temporaryDirectory`. TCA's own apps and this package's `@Shared` docs write
  // `.fileStorage(.documentsDirectory.appending(component: "sync-ups.json"))`, so these stand-ins
  // let such a file compile unchanged. Each is the directory `FileManager` gives for the same
  // search path on Linux (the XDG user directories), or, where it gives none, the path named in
  // its doc comment.

  extension URL {
    /// The user's documents directory: `~/Documents` on Linux (a stand-in for Apple's
    /// `URL.documentsDirectory`).
    public static var documentsDirectory: URL {
      .userDirectory(for: .documentDirectory, orHomeRelative: "Documents")
    }

    /// The user's caches directory: `~/.cache` on Linux (a stand-in for Apple's
    /// `URL.cachesDirectory`).
    public static var cachesDirectory: URL {
      .userDirectory(for: .cachesDirectory, orHomeRelative: ".cache")
    }

    /// The user's application support directory: `~/.local/share` on Linux (a stand-in for
    /// Apple's `URL.applicationSupportDirectory`).
    public static var applicationSupportDirectory: URL {
      .userDirectory(for: .applicationSupportDirectory, orHomeRelative: ".local/share")
    }

    /// The user's library directory: `~/.local` on Linux, the parent of the application support
    /// directory, as `~/Library` is on Apple platforms (a stand-in for Apple's
    /// `URL.libraryDirectory`).
    public static var libraryDirectory: URL {
      .userDirectory(for: .libraryDirectory, orHomeRelative: ".local")
    }

    /// The user's applications directory: `~/.local/share/applications` on Linux, where desktop
    /// entries live (a stand-in for Apple's `URL.applicationDirectory`).
    public static var applicationDirectory: URL {
      .userDirectory(for: .applicationDirectory, orHomeRelative: ".local/share/applications")
    }

    /// The directory that holds the users' home directories: `/home` on Linux (a stand-in for
    /// Apple's `URL.userDirectory`).
    public static var userDirectory: URL {
      let path = FileManager.default.urls(for: .userDirectory, in: .localDomainMask).first?.path
      return URL(fileURLWithPath: path ?? "/home", isDirectory: true)
    }

    /// The user's desktop directory: `~/Desktop` on Linux (a stand-in for Apple's
    /// `URL.desktopDirectory`).
    public static var desktopDirectory: URL {
      .userDirectory(for: .desktopDirectory, orHomeRelative: "Desktop")
    }

    /// The user's downloads directory: `~/Downloads` on Linux (a stand-in for Apple's
    /// `URL.downloadsDirectory`).
    public static var downloadsDirectory: URL {
      .userDirectory(for: .downloadsDirectory, orHomeRelative: "Downloads")
    }

    /// The user's movies directory: `~/Videos` on Linux (a stand-in for Apple's
    /// `URL.moviesDirectory`).
    public static var moviesDirectory: URL {
      .userDirectory(for: .moviesDirectory, orHomeRelative: "Videos")
    }

    /// The user's music directory: `~/Music` on Linux (a stand-in for Apple's
    /// `URL.musicDirectory`).
    public static var musicDirectory: URL {
      .userDirectory(for: .musicDirectory, orHomeRelative: "Music")
    }

    /// The user's pictures directory: `~/Pictures` on Linux (a stand-in for Apple's
    /// `URL.picturesDirectory`).
    public static var picturesDirectory: URL {
      .userDirectory(for: .picturesDirectory, orHomeRelative: "Pictures")
    }

    /// The user's public directory: `~/Public` on Linux (a stand-in for Apple's
    /// `URL.sharedPublicDirectory`).
    public static var sharedPublicDirectory: URL {
      .userDirectory(for: .sharedPublicDirectory, orHomeRelative: "Public")
    }

    /// The user's trash directory: `~/.Trash` on Linux, as Foundation there names it (a
    /// stand-in for Apple's `URL.trashDirectory`).
    public static var trashDirectory: URL {
      .userDirectory(for: .trashDirectory, orHomeRelative: ".Trash")
    }

    private static func userDirectory(
      for directory: FileManager.SearchPathDirectory,
      orHomeRelative path: String
    ) -> URL {
      // As on Apple platforms, a directory's URL ends in a slash, whether or not it exists yet
      // (Foundation on Linux drops it for one that does not).
      let url =
        FileManager.default.urls(for: directory, in: .userDomainMask).first
        ?? URL.homeDirectory.appendingPathComponent(path)
      return URL(fileURLWithPath: url.path, isDirectory: true)
    }
  }
#endif
