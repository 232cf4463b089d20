public enum TrailKit {}
